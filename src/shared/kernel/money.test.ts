import { describe, expect, it } from 'vitest';
import { addMoney, currencyExponent, formatMoney, money, parseDecimal, toDecimalString } from './money';

describe('Money', () => {
  it('uses each currency’s own ISO 4217 exponent', () => {
    expect(currencyExponent('SEK')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('refuses fractional minor units and bad currency codes', () => {
    expect(() => money(10.5, 'SEK')).toThrow(RangeError);
    expect(() => money(100, 'sek')).toThrow(RangeError);
  });

  it('writes exact decimal strings without floating point', () => {
    expect(toDecimalString(money(1_254_050, 'SEK'))).toBe('12540.50');
    expect(toDecimalString(money(5, 'KWD'))).toBe('0.005');
    expect(toDecimalString(money(-7, 'GBP'))).toBe('-0.07');
    expect(toDecimalString(money(1200, 'JPY'))).toBe('1200');
  });

  it('parses typed amounts exactly, with a comma or a dot, and rejects too many decimals', () => {
    expect(parseDecimal('0.1', 'GBP')).toEqual(money(10, 'GBP'));
    expect(parseDecimal('1234,56', 'SEK')).toEqual(money(123_456, 'SEK'));
    expect(parseDecimal('1.234', 'GBP')).toBeUndefined();
    expect(parseDecimal('abc', 'GBP')).toBeUndefined();
  });

  it('adds only amounts of the same currency', () => {
    expect(addMoney(money(10, 'GBP'), money(20, 'GBP'))).toEqual(money(30, 'GBP'));
    expect(() => addMoney(money(10, 'GBP'), money(20, 'SEK'))).toThrow(RangeError);
  });

  it('formats in the chosen locale with the currency’s decimals', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatMoney(money(1_254_050, 'SEK'), 'en-GB'))).toBe('SEK 12,540.50');
    expect(plain(formatMoney(money(1_254_050, 'SEK'), 'sv'))).toBe('12 540,50 kr');
    expect(plain(formatMoney(money(1200, 'JPY'), 'en-US'))).toBe('¥1,200');
    expect(plain(formatMoney(money(5, 'KWD'), 'en-GB'))).toBe('KWD 0.005');
    expect(plain(formatMoney(money(90_071_992_547_409, 'USD'), 'en-US'))).toBe('$900,719,925,474.09');
  });
});
