import { describe, expect, it } from 'vitest';
import { money } from './money';
import { parseTypedAmount } from './money-text';

describe('a typed amount', () => {
  it.each([
    ['1000', 100_000], ['1000.5', 100_050], ['1000,5', 100_050], ['1 000,50', 100_050], ['1\u00a0000,50', 100_050], ['1\u202f000,50', 100_050],
    ['1,000.50', 100_050], ['1.000,50', 100_050], ['0,01', 1], ['0.10', 10], ['12,000.00', 1_200_000],
  ])('reads %s exactly', (text, minor) => {
    expect(parseTypedAmount(text, 'SEK')).toEqual(money(minor, 'SEK'));
  });

  it('reads it in the currency asked for, whichever separators the customer uses', () => {
    expect(parseTypedAmount('100', 'GBP')).toEqual(money(10_000, 'GBP'));
    expect(parseTypedAmount('100.5', 'GBP')).toEqual(money(10_050, 'GBP'));
    expect(parseTypedAmount('1,000.50', 'USD')).toEqual(money(100_050, 'USD'));
    expect(parseTypedAmount('1.000,50', 'EUR')).toEqual(money(100_050, 'EUR'));
  });

  it.each(['', ' ', 'abc', '-5', '+5', '1e3', '1.001', '1,2,3', '1.2.3', '12,34.56', '1.000.000,5,5', '10 pounds'])('refuses %j', (text) => {
    expect(parseTypedAmount(text, 'SEK')).toBeUndefined();
  });

  it('refuses more decimals than the currency has, and reads whole units only for a currency without decimals', () => {
    expect(parseTypedAmount('10.005', 'GBP')).toBeUndefined();
    expect(parseTypedAmount('1500', 'JPY')).toEqual(money(1500, 'JPY'));
    expect(parseTypedAmount('1500.5', 'JPY')).toBeUndefined();
    expect(parseTypedAmount('1.234', 'KWD')).toEqual(money(1234, 'KWD'));
  });
});
