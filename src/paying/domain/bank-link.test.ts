import { describe, expect, it } from 'vitest';
import { bankLinkAddress, bankLinkReturn, payStepPath, readBankLinkCallback } from './bank-link';

const VENDOR = 'http://127.0.0.1:5174';
const PORTAL = 'http://127.0.0.1:5173';

describe('an instant bank payment’s round trip', () => {
  it('gives Trustly the pay step’s callback as SuccessURL and FailURL, with status, provider and route name', () => {
    expect(bankLinkReturn(PORTAL)).toEqual({
      successUrl: `${PORTAL}/trustly-callback?status=success&provider=trustly&routeName=pay`,
      failUrl: `${PORTAL}/trustly-callback?status=fail&provider=trustly&routeName=pay`,
    });
  });

  it('names the wallet as the route a top-up’s round trip started from', () => {
    expect(bankLinkReturn(PORTAL, 'wallet')).toEqual({
      successUrl: `${PORTAL}/trustly-callback?status=success&provider=trustly&routeName=wallet`,
      failUrl: `${PORTAL}/trustly-callback?status=fail&provider=trustly&routeName=wallet`,
    });
  });

  it('leaves for Trustly’s payment page unchanged, only on a vendor origin', () => {
    const page = `${VENDOR}/_/orderclient.php?SessionID=00000000-0000-4000-8000-000000000001&OrderID=4000000001&Locale=sv_SE`;
    expect(bankLinkAddress(page, [VENDOR])).toBe(page);
    expect(bankLinkAddress('https://evil.test/_/orderclient.php?OrderID=1', [VENDOR])).toBeUndefined();
    expect(bankLinkAddress('javascript:alert(1)', [VENDOR])).toBeUndefined();
    expect(bankLinkAddress('not a url', [VENDOR])).toBeUndefined();
    expect(bankLinkAddress(page, [])).toBeUndefined();
  });

  it('reads the callback’s query, blank values as missing', () => {
    const query = new URLSearchParams('status=success&provider=trustly&routeName=pay&payment=pay-1');
    expect(readBankLinkCallback((n) => query.get(n))).toEqual({ status: 'success', provider: 'trustly', routeName: 'pay', paymentId: 'pay-1' });
    const blank = new URLSearchParams('status=fail&provider=trustly&routeName=pay&payment=%20');
    expect(readBankLinkCallback((n) => blank.get(n))).toEqual({ status: 'fail', provider: 'trustly', routeName: 'pay', paymentId: undefined });
  });

  it('addresses the pay step of a transfer, or of the transfer in progress', () => {
    expect(payStepPath('TR01000001', { result: 'successful' })).toBe('/send-money/pay/TR01000001?result=successful');
    expect(payStepPath('TR 1/2')).toBe('/send-money/pay/TR%201%2F2');
    expect(payStepPath(undefined, { error: 'BankAuthorizationFailed' })).toBe('/send-money/pay?error=BankAuthorizationFailed');
  });
});
