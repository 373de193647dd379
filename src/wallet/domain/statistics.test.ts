import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { barHeights, chartSummary, type MonthTotal } from './statistics';

const month = (m: number, amountMinor: number, transactions: number, currency = 'GBP'): MonthTotal => ({ month: { year: 2026, month: m }, amount: money(amountMinor, currency), transactions });

describe('the statistics chart’s summary (its accessible name)', () => {
  it('adds up the months in integer minor units and names the highest month', () => {
    const months = [month(6, 0, 0), month(7, 0, 0), month(8, 12_345, 1), month(9, 0, 0), month(10, 80_010, 4), month(11, 45_001, 3)];
    expect(chartSummary(months)).toEqual({
      from: { year: 2026, month: 6 },
      to: { year: 2026, month: 11 },
      total: money(137_356, 'GBP'),
      transactions: 8,
      highest: month(10, 80_010, 4),
    });
  });

  it('names the earliest of two equal highest months', () => {
    expect(chartSummary([month(10, 500, 1), month(11, 500, 2)]).highest).toEqual(month(10, 500, 1));
  });

  it('has no highest month when nothing was paid', () => {
    const summary = chartSummary([month(10, 0, 0), month(11, 0, 0)]);
    expect(summary.highest).toBeUndefined();
    expect(summary.total).toEqual(money(0, 'GBP'));
    expect(summary.transactions).toBe(0);
  });

  it('refuses months in two currencies and a chart of no month', () => {
    expect(() => chartSummary([month(10, 1, 1, 'GBP'), month(11, 1, 1, 'SEK')])).toThrow(RangeError);
    expect(() => chartSummary([])).toThrow(RangeError);
  });
});

describe('the chart’s bar heights', () => {
  it('are each month’s share of the highest', () => {
    expect(barHeights([month(9, 25_000, 1), month(10, 100_000, 2), month(11, 50_000, 1)])).toEqual([0.25, 1, 0.5]);
  });

  it('keep a small month visible beside a big one, and an empty month at zero', () => {
    expect(barHeights([month(9, 1, 1), month(10, 1_000_000, 2), month(11, 0, 0)])).toEqual([0.02, 1, 0]);
  });

  it('are all zero when nothing was paid', () => {
    expect(barHeights([month(10, 0, 0), month(11, 0, 0)])).toEqual([0, 0]);
  });
});
