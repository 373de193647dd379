import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { availableBy, deliveryOf, disclosureFactsOf, disclosureLines, markupPercent, regimeOf, type DisclosureFacts } from './disclosure';
import type { QuotePart } from './quote-part';

const facts: DisclosureFacts = {
  send: money(100_000, 'SEK'), fee: money(1_500, 'SEK'), discount: money(0, 'SEK'), total: money(101_500, 'SEK'),
  receive: money(9_500, 'USD'), rate: '0.0950', payoutType: 'mobile', fastPayout: false, referenceRate: '0.0965',
};
const NOW = Date.parse('2026-11-26T22:30:00Z');

describe('the disclosure before paying', () => {
  it('follows the regulator of the customer’s country', () => {
    expect(regimeOf('US')).toBe('us-reg-e');
    for (const eea of ['SE', 'NO', 'BE', 'DK', 'PL', 'IT', 'FR', 'HR']) expect(regimeOf(eea), eea).toBe('eea');
    for (const basic of ['GB', 'CA', 'CH']) expect(regimeOf(basic), basic).toBe('basic');
  });

  it('gives the conversion charge as a mark-up over the reference rate, two decimals, half up', () => {
    // (0.0965 - 0.0950) / 0.0965 = 1.5544...%
    expect(markupPercent('0.0950', '0.0965')).toBe('1.55');
    // (11.0000 - 10.9450) / 11 = 0.5 % exactly
    expect(markupPercent('10.9450', '11.0000')).toBe('0.50');
    // (1.0000 - 0.99995)… four decimals only: 0.9999 -> 0.01 %
    expect(markupPercent('0.9999', '1.0000')).toBe('0.01');
    expect(markupPercent('0.0970', '0.0965')).toBe('0.00');
    expect(() => markupPercent('0.095', '0.0965')).toThrow(RangeError);
  });

  it('US (Regulation E): amount, fee, taxes, total, rate, received and the date available', () => {
    expect(disclosureLines('us-reg-e', facts, NOW).map((l) => l.kind)).toEqual(['amount', 'fee', 'taxes', 'total', 'rate', 'received', 'available']);
    expect(disclosureLines('us-reg-e', facts, NOW)).toContainEqual({ kind: 'taxes', value: money(0, 'SEK') });
    expect(disclosureLines('us-reg-e', { ...facts, payoutType: 'bank' }, NOW)).toContainEqual({ kind: 'available', date: '2026-11-29', within: { unit: 'days', count: 3 }, fast: false });
  });

  it('EEA (Regulation 2021/1230): the mark-up over the ECB reference rate, when the back office gives it', () => {
    expect(disclosureLines('eea', facts, NOW).map((l) => l.kind)).toEqual(['amount', 'fee', 'total', 'rate', 'markup', 'received']);
    expect(disclosureLines('eea', facts, NOW)).toContainEqual({ kind: 'markup', percent: '1.55', referenceRate: '0.0965' });
    expect(disclosureLines('eea', { ...facts, referenceRate: undefined }, NOW).map((l) => l.kind)).not.toContain('markup');
  });

  it('UK and Canada: fee, rate and amount received; a promotion shows its discount', () => {
    const lines = disclosureLines('basic', { ...facts, discount: money(1_000, 'SEK'), total: money(100_500, 'SEK') }, NOW);
    expect(lines.map((l) => l.kind)).toEqual(['amount', 'fee', 'discount', 'total', 'rate', 'received']);
  });

  it('counts the date available from now per payout type and speed', () => {
    expect(availableBy(deliveryOf('mobile', false), NOW)).toBe('2026-11-26');
    expect(availableBy(deliveryOf('cash', false), NOW)).toBe('2026-11-27');
    expect(availableBy(deliveryOf('card', false), NOW)).toBe('2026-11-29');
    // 22:30 UTC: a fast card payout's hour ends the next day.
    expect(availableBy(deliveryOf('card', true), NOW)).toBe('2026-11-26');
    expect(availableBy(deliveryOf('card', true), Date.parse('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});

describe('the delivery estimate (spec 02 section 9)', () => {
  it('a card payout the back office pays out fast: within 1 hour; any other card payout: within 3 days', () => {
    expect(deliveryOf('card', true)).toEqual({ within: { unit: 'hours', count: 1 }, fast: true });
    expect(deliveryOf('card', false)).toEqual({ within: { unit: 'days', count: 3 }, fast: false });
  });

  it('only a card payout is ever fast: the flag changes no other payout type', () => {
    for (const type of ['mobile', 'cash', 'bank'] as const) expect(deliveryOf(type, true), type).toEqual(deliveryOf(type, false));
    expect(deliveryOf('mobile', true).fast).toBe(false);
  });

  it('every regime discloses when a card payout is available, fast or not; other payouts only to US customers', () => {
    const fastCard = { ...facts, payoutType: 'card' as const, fastPayout: true };
    for (const regime of ['us-reg-e', 'eea', 'basic'] as const) {
      expect(disclosureLines(regime, fastCard, NOW).at(-1), regime).toEqual({ kind: 'available', date: '2026-11-26', within: { unit: 'hours', count: 1 }, fast: true });
      expect(disclosureLines(regime, { ...fastCard, fastPayout: false }, NOW).at(-1), regime).toEqual({ kind: 'available', date: '2026-11-29', within: { unit: 'days', count: 3 }, fast: false });
    }
    expect(disclosureLines('eea', { ...facts, fastPayout: true }, NOW).map((l) => l.kind)).not.toContain('available');
  });
});

describe('the facts disclosed for a kept quote', () => {
  const quote: QuotePart = {
    destinationCountry: 'KE', destinationCurrency: 'KES', payoutType: 'card', amountType: 'SOURCE', send: money(100_000, 'SEK'), receive: money(1_200_000, 'KES'),
    fee: money(2_000, 'SEK'), total: money(102_000, 'SEK'), rate: '12.0000', fastPayout: true, quoteId: 'Q1', expiresAt: NOW,
  };

  it('takes the quote’s speed; a quote kept before the back office said it is not fast', () => {
    expect(disclosureFactsOf(quote, undefined)).toMatchObject({ payoutType: 'card', fastPayout: true, discount: money(0, 'SEK'), total: money(102_000, 'SEK') });
    const { fastPayout: _, ...older } = quote;
    expect(disclosureFactsOf(older, undefined).fastPayout).toBe(false);
  });

  it('takes the charges’ figures when the back office gave them', () => {
    const charges = { send: quote.send, receive: quote.receive, fee: quote.fee, discount: money(1_000, 'SEK'), total: money(101_000, 'SEK'), rate: quote.rate, promotionCode: 'WELCOME10' };
    expect(disclosureFactsOf(quote, charges)).toMatchObject({ discount: money(1_000, 'SEK'), total: money(101_000, 'SEK'), fastPayout: true });
  });
});
