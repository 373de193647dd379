import { describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENTS } from '@/shared/kernel/currencies';
import { currencyExponent } from '@/shared/kernel/money';
import { convertDown, ecbReferenceRate, exponentOf, formatMinor, major, rateString, sendForReceive, usdInMinor } from './money';

describe('sandbox money arithmetic', () => {
  it('gives rates as four-decimal strings', () => {
    expect(rateString('SEK', 'USD')).toBe('0.0950');
    expect(rateString('GBP', 'KES')).toBe('163.8709');
    expect(rateString('EUR', 'UGX')).toMatch(/^[0-9]+\.[0-9]{4}$/);
  });

  it('converts integer minor units with the currency exponents, rounding down', () => {
    expect(exponentOf('UGX')).toBe(0);
    expect(convertDown(100_000, 'SEK', 'USD')).toBe(9_500);
    expect(Number.isInteger(convertDown(12_345, 'GBP', 'UGX'))).toBe(true);
  });

  it('finds the smallest send amount that delivers a receive amount', () => {
    const send = sendForReceive(5_000_000, 'SEK', 'ETB');
    expect(convertDown(send, 'SEK', 'ETB')).toBeGreaterThanOrEqual(5_000_000);
    expect(convertDown(send - 1, 'SEK', 'ETB')).toBeLessThan(5_000_000);
  });

  it('converts US dollar limits to whole units of the source currency', () => {
    expect(usdInMinor(10, 'SEK', 'up')).toBe(10_600);
    expect(usdInMinor(3_000, 'SEK', 'down')).toBe(3_157_800);
  });

  it('agrees with the kernel on the exponent of every currency in the ISO table', () => {
    expect(exponentOf('JPY')).toBe(0);
    expect(exponentOf('KWD')).toBe(3);
    for (const code of [...Object.keys(CURRENCY_EXPONENTS), 'MXN']) {
      expect(exponentOf(code), code).toBe(currencyExponent(code));
    }
  });

  it('writes amounts as exact decimal strings, never through a float', () => {
    expect(formatMinor(1_000, 'SEK')).toBe('10.00 SEK');
    expect(formatMinor(5, 'KWD')).toBe('0.005 KWD');
    expect(formatMinor(1_200, 'JPY')).toBe('1200 JPY');
    expect(formatMinor(90_071_992_547_409, 'USD')).toBe('900719925474.09 USD');
  });

  it('turns whole major units into minor units with the currency exponent', () => {
    expect(major(10, 'SEK')).toBe(1_000);
    expect(major(10, 'UGX')).toBe(10);
    expect(major(10, 'KWD')).toBe(10_000);
  });
});

describe('the ECB reference rate', () => {
  it('is crossed through the euro and sits 1.5 % above the offered rate', () => {
    expect(rateString('SEK', 'USD')).toBe('0.0950');
    expect(ecbReferenceRate('SEK', 'USD')).toBe('0.0964');
    expect(ecbReferenceRate('EUR', 'GBP')).toBe('0.8673');
  });

  it('does not exist for a currency the ECB publishes none for', () => {
    expect(ecbReferenceRate('SEK', 'KES')).toBeNull();
    expect(ecbReferenceRate('ETB', 'USD')).toBeNull();
  });
});
