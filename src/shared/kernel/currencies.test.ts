import { describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENTS, currencyExponent } from './currencies';

describe('ISO 4217 currency table', () => {
  it('has every ISO 4217 code whose minor unit is not two decimals', () => {
    const byExponent = (e: number) => Object.keys(CURRENCY_EXPONENTS).filter((code) => CURRENCY_EXPONENTS[code] === e).sort();
    expect(byExponent(0)).toEqual(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
    expect(byExponent(3)).toEqual(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
    expect(byExponent(4)).toEqual(['CLF', 'UYW']);
  });

  it('has the currencies the product uses', () => {
    for (const code of ['SOS', 'ETB', 'KES', 'USD', 'EUR', 'GBP', 'SEK', 'NOK', 'DKK', 'PLN', 'CAD', 'CHF']) {
      expect(CURRENCY_EXPONENTS[code], code).toBe(2);
    }
  });

  it('gives JPY 0, KWD 3, CLF 4 and the ISO default of 2 otherwise', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('kwd')).toBe(3);
    expect(currencyExponent('CLF')).toBe(4);
    expect(currencyExponent('SEK')).toBe(2);
    expect(currencyExponent('MXN')).toBe(2);
  });
});
