import { describe, expect, it } from 'vitest';
import { convertDown, exponentOf, rateString, sendForReceive, usdInMinor } from './money';

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
});
