import { describe, expect, it } from 'vitest';
import { receiveFor, scaledRateOf, sendFor } from './conversion';
import { money } from './money';

describe('conversion', () => {
  it('reads a four-decimal rate exactly and nothing else', () => {
    expect(scaledRateOf('11.2345')).toBe(112_345n);
    expect(scaledRateOf('0.0950')).toBe(950n);
    for (const bad of ['11.234', '11', '-1.0000', '1e3', ' 1.0000', '11.23456']) expect(scaledRateOf(bad), bad).toBeUndefined();
  });

  it('rounds the amount received down to a whole minor unit', () => {
    // 100.00 SEK at 0.0950 USD per SEK is exactly 9.50 USD
    expect(receiveFor(money(10_000, 'SEK'), '0.0950', 'USD')).toEqual(money(950, 'USD'));
    // 0.01 SEK is 0.00095 USD: nothing arrives
    expect(receiveFor(money(1, 'SEK'), '0.0950', 'USD')).toEqual(money(0, 'USD'));
    // 10.01 SEK -> 0.950950 USD -> 0.95
    expect(receiveFor(money(1001, 'SEK'), '0.0950', 'USD')).toEqual(money(95, 'USD'));
  });

  it('uses each currency’s own exponent (JPY 0, KWD 3)', () => {
    expect(receiveFor(money(100, 'USD'), '150.1234', 'JPY')).toEqual(money(150, 'JPY'));
    expect(receiveFor(money(1000, 'USD'), '0.3071', 'KWD')).toEqual(money(3071, 'KWD'));
    expect(sendFor(money(3071, 'KWD'), '0.3071', 'USD')).toEqual(money(1000, 'USD'));
  });

  it('gives the smallest amount sent that delivers at least the amount wanted', () => {
    const rate = '11.2345';
    for (const wanted of [1, 99, 100, 12_345, 1_000_000, 987_654_321]) {
      const send = sendFor(money(wanted, 'ETB'), rate, 'EUR');
      expect(receiveFor(send, rate, 'ETB').amountMinor, `${wanted}`).toBeGreaterThanOrEqual(wanted);
      expect(receiveFor(money(send.amountMinor - 1, 'EUR'), rate, 'ETB').amountMinor, `${wanted}`).toBeLessThan(wanted);
    }
  });

  it('refuses a rate that is not a rate', () => {
    expect(() => receiveFor(money(100, 'SEK'), '0.0000', 'USD')).toThrow(RangeError);
    expect(() => sendFor(money(100, 'USD'), 'abc', 'SEK')).toThrow(RangeError);
  });
});
