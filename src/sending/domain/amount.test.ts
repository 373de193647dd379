import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { amountProblem, amountText, estimate } from './amount';
import { parseTypedAmount as parseAmount } from '@/shared/kernel/money-text';
import type { PayoutOffer } from './destinations';

const offer: PayoutOffer = {
  countryIso2: 'SO', countryName: 'Somalia', currency: 'USD', sourceCurrency: 'SEK', payoutType: 'mobile', isDefault: true,
  rate: '0.0950', minSend: money(10_600, 'SEK'), maxSend: money(3_157_800, 'SEK'), minReceive: money(1_007, 'USD'),
  maxReceive: money(299_991, 'USD'), provider: 'Hormuud EVC Plus',
};

describe('the amount field', () => {
  // Typed text is read with the kernel's rule for a typed amount (src/shared/kernel/money-text.test.ts).
  it('reads what is typed with the kernel rule', () => {
    expect(parseAmount('1 000,50', 'SEK')).toEqual(money(100_050, 'SEK'));
    expect(parseAmount('1.001', 'SEK')).toBeUndefined();
  });

  it('shows an amount with the locale’s decimal separator and the currency’s decimals', () => {
    expect(amountText(money(100_050, 'SEK'), 'sv-SE')).toBe('1000,50');
    expect(amountText(money(100_050, 'SEK'), 'en-GB')).toBe('1000.50');
    expect(amountText(money(1500, 'JPY'), 'en-GB')).toBe('1500');
    expect(amountText(money(5, 'KWD'), 'en-GB')).toBe('0.005');
    expect(parseAmount(amountText(money(98_765, 'SEK'), 'sv-SE'), 'SEK')).toEqual(money(98_765, 'SEK'));
  });

  it('is required, at least the minimum and at most the maximum of the typed side', () => {
    expect(amountProblem('', offer, 'SOURCE')).toEqual({ kind: 'required' });
    expect(amountProblem('0', offer, 'SOURCE')).toEqual({ kind: 'required' });
    expect(amountProblem('1.234', offer, 'SOURCE')).toEqual({ kind: 'format', decimals: 2 });
    expect(amountProblem('12,34.56', offer, 'SOURCE')).toEqual({ kind: 'format', decimals: 2 });
    expect(amountProblem('1 000,50', offer, 'SOURCE')).toBeUndefined();
    expect(amountProblem('105.99', offer, 'SOURCE')).toEqual({ kind: 'min', limit: money(10_600, 'SEK') });
    expect(amountProblem('106', offer, 'SOURCE')).toBeUndefined();
    expect(amountProblem('31578', offer, 'SOURCE')).toBeUndefined();
    expect(amountProblem('31578.01', offer, 'SOURCE')).toEqual({ kind: 'max', limit: money(3_157_800, 'SEK') });
    expect(amountProblem('10.06', offer, 'DESTINATION')).toEqual({ kind: 'min', limit: money(1_007, 'USD') });
    expect(amountProblem('3000', offer, 'DESTINATION')).toEqual({ kind: 'max', limit: money(299_991, 'USD') });
  });

  it('converts the typed amount both ways with the written rounding rule', () => {
    expect(estimate(money(100_000, 'SEK'), 'SOURCE', offer)).toEqual({ send: money(100_000, 'SEK'), receive: money(9_500, 'USD') });
    expect(estimate(money(100_001, 'SEK'), 'SOURCE', offer)).toEqual({ send: money(100_001, 'SEK'), receive: money(9_500, 'USD') });
    expect(estimate(money(9_501, 'USD'), 'DESTINATION', offer)).toEqual({ send: money(100_011, 'SEK'), receive: money(9_501, 'USD') });
  });
});
