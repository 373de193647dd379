import { describe, expect, it } from 'vitest';
import { sandboxVendorOrigin, vendorOrigins } from './vendor-origins';

describe('vendor origins', () => {
  it('puts the sandbox vendor origin on the next port of the portal host', () => {
    expect(sandboxVendorOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5174');
    expect(sandboxVendorOrigin('http://127.0.0.1:4173/sign-in')).toBe('http://127.0.0.1:4174');
    expect(sandboxVendorOrigin('https://portal.test')).toBe('https://portal.test:444');
  });

  it('uses the configured origins when there are any', () => {
    expect(vendorOrigins(' https://idv.example.com/ , https://acs.example.com ', 'http://127.0.0.1:4173')).toEqual([
      'https://idv.example.com',
      'https://acs.example.com',
    ]);
    expect(vendorOrigins(undefined, 'http://127.0.0.1:4173')).toEqual(['http://127.0.0.1:4174']);
    expect(vendorOrigins('', 'http://127.0.0.1:5173')).toEqual(['http://127.0.0.1:5174']);
  });

  it('fails loudly on a value that is not an address', () => {
    expect(() => vendorOrigins('idv.example.com', 'http://127.0.0.1:4173')).toThrow();
  });
});
