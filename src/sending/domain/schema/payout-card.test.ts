import { describe, expect, it } from 'vitest';
import { cardProblems, isExpired, payoutCard, readExpiry } from './payout-card';

describe('the payout card', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('takes a Luhn-valid Visa or Mastercard number and a month not yet past', () => {
    expect(cardProblems({ number: '4111 1111 1111 1111', expiry: '11/26' }, now)).toEqual({});
    expect(cardProblems({ number: '5555555555554444', expiry: '12/2030' }, now)).toEqual({});
    expect(cardProblems({ number: '', expiry: '' }, now)).toEqual({ number: { kind: 'required' }, expiry: { kind: 'required' } });
    expect(cardProblems({ number: '4111 1111 1111 1112', expiry: '13/30' }, now)).toEqual({ number: { kind: 'cardNumber' }, expiry: { kind: 'cardExpiry' } });
    expect(cardProblems({ number: '378282246310005', expiry: '10/26' }, now)).toEqual({ number: { kind: 'cardNumber' }, expiry: { kind: 'cardExpired' } });
  });

  it('reads MM/YY and MM/YYYY and makes the tokenize call’s card in the recipient’s name', () => {
    expect(readExpiry('7/29')).toEqual({ month: 7, year: 2029 });
    expect(readExpiry('07 / 2029')).toEqual({ month: 7, year: 2029 });
    expect(readExpiry('00/29')).toBeUndefined();
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(payoutCard({ number: '4111 1111 1111 1111', expiry: '12/30' }, 'Abdirahman Warsame')).toEqual({
      number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, holderName: 'Abdirahman Warsame',
    });
  });
});
