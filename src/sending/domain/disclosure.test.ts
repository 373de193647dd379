import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { availableBy, disclosureLines, markupPercent, regimeOf, type DisclosureFacts } from './disclosure';

const facts: DisclosureFacts = {
  send: money(100_000, 'SEK'), fee: money(1_500, 'SEK'), discount: money(0, 'SEK'), total: money(101_500, 'SEK'),
  receive: money(9_500, 'USD'), rate: '0.0950', payoutType: 'mobile', referenceRate: '0.0965',
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
    expect(disclosureLines('us-reg-e', { ...facts, payoutType: 'bank' }, NOW)).toContainEqual({ kind: 'available', date: '2026-11-29', within: { unit: 'days', count: 3 } });
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

  it('counts the date available from now per payout type', () => {
    expect(availableBy('mobile', NOW)).toBe('2026-11-26');
    expect(availableBy('cash', NOW)).toBe('2026-11-27');
    expect(availableBy('card', NOW)).toBe('2026-11-29');
  });
});
