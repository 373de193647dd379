import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to real HTTP adapters against same-origin sandbox addresses', () => {
    const config = readConfig({}, 'http://127.0.0.1:5173');
    expect(config).toMatchObject({
      adapters: 'http',
      region: 'EU',
      identityProvider: 'frame',
      locatorUrl: 'http://127.0.0.1:5173/sandbox/locator',
      testBackend: { baseUrl: 'http://127.0.0.1:5173/sandbox/api/remit-test', project: 'remit-test' },
      vendorOrigins: ['http://127.0.0.1:5174'],
    });
  });

  it('reads the vendor origins for real hosting', () => {
    expect(readConfig({ VITE_VENDOR_ORIGINS: 'https://idv.example.com,https://acs.example.com' }, 'https://portal.example.com').vendorOrigins)
      .toEqual(['https://idv.example.com', 'https://acs.example.com']);
  });

  it('switches to the in-memory fakes with the mock flag', () => {
    expect(readConfig({ VITE_MOCK: 'true' }, 'http://x.test').adapters).toBe('memory');
  });

  it('ignores values it does not know instead of failing', () => {
    expect(readConfig({ VITE_REGION: 'MARS', VITE_ADAPTERS: 'ftp' }, 'http://x.test')).toMatchObject({ region: 'EU', adapters: 'http' });
  });
});
