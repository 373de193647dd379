import { describe, expect, it } from 'vitest';
import { bankLinkAddress, payStepPath, readBankLinkCallback, resultOfStatus } from './bank-link';

const VENDOR = 'http://127.0.0.1:5174';
const PORTAL = 'http://127.0.0.1:5173';

describe('an instant bank payment’s round trip', () => {
  it('leaves only for a bank link on a vendor origin, with the portal’s return address', () => {
    const address = bankLinkAddress(`${VENDOR}/bank-link?payment=pay-000001`, PORTAL, [VENDOR]);
    const url = new URL(address!);
    expect(url.origin).toBe(VENDOR);
    expect(url.searchParams.get('payment')).toBe('pay-000001');
    expect(url.searchParams.get('return')).toBe(`${PORTAL}/trustly-callback?routeName=pay`);
    expect(bankLinkAddress('https://evil.test/bank-link?payment=1', PORTAL, [VENDOR])).toBeUndefined();
    expect(bankLinkAddress('javascript:alert(1)', PORTAL, [VENDOR])).toBeUndefined();
    expect(bankLinkAddress('not a url', PORTAL, [VENDOR])).toBeUndefined();
    expect(bankLinkAddress(`${VENDOR}/bank-link`, PORTAL, [])).toBeUndefined();
  });

  it('reads the callback’s query, blank values as missing', () => {
    const query = new URLSearchParams('status=success&provider=trustly&routeName=pay&payment=pay-1&provider_reference=trustly-pay-1');
    expect(readBankLinkCallback((n) => query.get(n))).toEqual({
      status: 'success', provider: 'trustly', routeName: 'pay', paymentId: 'pay-1', providerReference: 'trustly-pay-1',
    });
    const blank = new URLSearchParams('status=cancel&provider=trustly&routeName=pay&payment=%20');
    expect(readBankLinkCallback((n) => blank.get(n))).toEqual({ status: 'cancel', provider: 'trustly', routeName: 'pay', paymentId: undefined, providerReference: undefined });
  });

  it('maps a payment’s status to the pay step’s result screen', () => {
    expect(resultOfStatus('APPROVED')).toBe('successful');
    expect(resultOfStatus('WAITING')).toBe('pending');
    expect(resultOfStatus('DECLINED')).toBe('failed');
  });

  it('addresses the pay step of a transfer, or of the transfer in progress', () => {
    expect(payStepPath('TR01000001', { result: 'successful' })).toBe('/send-money/pay/TR01000001?result=successful');
    expect(payStepPath('TR 1/2')).toBe('/send-money/pay/TR%201%2F2');
    expect(payStepPath(undefined, { error: 'BankAuthorizationFailed' })).toBe('/send-money/pay?error=BankAuthorizationFailed');
  });
});
