import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { discountWording, usablePromotions, type Promotion } from './promotion';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;

const promo = (code: string, days: number, usesLeft = 1): Promotion => ({
  code,
  title: `${code} title`,
  description: `${code} description`,
  discount: { kind: 'percent', percent: 100 },
  expiresAt: NOW + days * DAY,
  usesLeft,
});

describe('discountWording', () => {
  it('says an amount off the fee in the amount’s own minor units', () => {
    expect(discountWording({ kind: 'amount', amount: money(1_000, 'SEK') })).toEqual({ kind: 'amountOff', amount: money(1_000, 'SEK') });
  });

  it('says a share of the fee as a percentage, and 100 % as no fee at all', () => {
    expect(discountWording({ kind: 'percent', percent: 25 })).toEqual({ kind: 'percentOff', percent: 25 });
    expect(discountWording({ kind: 'percent', percent: 99 })).toEqual({ kind: 'percentOff', percent: 99 });
    expect(discountWording({ kind: 'percent', percent: 100 })).toEqual({ kind: 'noFee' });
  });
});

describe('usablePromotions', () => {
  it('puts the code that runs out soonest first, then orders by code', () => {
    const list = [promo('WELCOME10', 60), promo('FREEFEE', 30), promo('AAA', 60)];
    expect(usablePromotions(list, NOW).map((p) => p.code)).toEqual(['FREEFEE', 'AAA', 'WELCOME10']);
  });

  it('leaves out a code used up or past its date (a code expiring this very moment is past)', () => {
    const list = [promo('USEDUP', 10, 0), promo('EXPIRED', -1), promo('NOW', 0), promo('OK', 1, 2)];
    expect(usablePromotions(list, NOW).map((p) => p.code)).toEqual(['OK']);
  });

  it('does not reorder the list it was given', () => {
    const list = [promo('B', 2), promo('A', 1)];
    usablePromotions(list, NOW);
    expect(list.map((p) => p.code)).toEqual(['B', 'A']);
  });
});
