import { describe, expect, it } from 'vitest';
import { trustedBankIdAddress } from './bank-id-redirect';

const VENDORS = ['https://bankid.vendor.example', 'http://127.0.0.1:4174'];

describe('the bank-ID migration address', () => {
  it('is followed on a configured vendor origin, as given', () => {
    expect(trustedBankIdAddress('https://bankid.vendor.example/bankid?session=bid-000001', VENDORS)).toBe('https://bankid.vendor.example/bankid?session=bid-000001');
    expect(trustedBankIdAddress('http://127.0.0.1:4174/bankid?session=bid-000002', VENDORS)).toBe('http://127.0.0.1:4174/bankid?session=bid-000002');
  });

  it.each([
    ['another host', 'https://evil.example/bankid?session=1'],
    ['another port of a vendor host', 'http://127.0.0.1:4175/bankid'],
    ['another scheme of a vendor host', 'http://bankid.vendor.example/bankid'],
    ['a look-alike host', 'https://bankid.vendor.example.evil.example/bankid'],
    ['credentials in front of a vendor host', 'https://bankid.vendor.example@evil.example/'],
    ['an app link', 'bankid:///?autostarttoken=bid-000001&redirect=null'],
    ['a script', 'javascript:alert(1)'],
    ['a relative address', '/bankid?session=1'],
    ['no address', ''],
  ])('is never followed to %s', (_, address) => {
    expect(trustedBankIdAddress(address, VENDORS)).toBeUndefined();
  });

  it('is never followed when no vendor origin is configured', () => {
    expect(trustedBankIdAddress('https://bankid.vendor.example/bankid', [])).toBeUndefined();
  });
});
