import { addMoney, money, type Money } from '@/shared/kernel/money';
import type { CalendarMonth } from './calendar-month';

/**
 * The wallet's statistics (spec 02 sections 2 and 3: "Wallet: statistics, balance, top-up
 * options"; the wallet screen shows total transactions and a thirty-day transaction amount), with
 * what the customer paid for transfers in each of the last months, for the chart.
 */

export interface MonthTotal {
  readonly month: CalendarMonth;
  /** Paid for the month's transfers, in integer minor units. */
  readonly amount: Money;
  readonly transactions: number;
}

export interface WalletStatistics {
  readonly thirtyDayAmount: Money;
  readonly totalTransactions: number;
  readonly balance: Money;
  /** Oldest first, the current month last. */
  readonly months: readonly MonthTotal[];
}

/** What the chart says in words (its accessible name), from the same figures as its bars and table. */
export interface ChartSummary {
  readonly from: CalendarMonth;
  readonly to: CalendarMonth;
  /** Everything paid over the chart's months. */
  readonly total: Money;
  readonly transactions: number;
  /** The month with the most paid (the earliest of equals); none when nothing was paid. */
  readonly highest: MonthTotal | undefined;
}

/** The summary of a chart of at least one month (all in one currency). */
export function chartSummary(months: readonly MonthTotal[]): ChartSummary {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) throw new RangeError('A chart has at least one month');
  let total = money(0, first.amount.currency);
  let transactions = 0;
  let highest: MonthTotal | undefined;
  for (const month of months) {
    total = addMoney(total, month.amount);
    transactions += month.transactions;
    if (month.amount.amountMinor > 0 && (!highest || month.amount.amountMinor > highest.amount.amountMinor)) highest = month;
  }
  return { from: first.month, to: last.month, total, transactions, highest };
}

/**
 * Each bar's height as a share of the tallest (0 to 1): a month with anything paid gets at least
 * `minimum` so it stays visible beside a much bigger one; nothing paid anywhere: all zero.
 */
export function barHeights(months: readonly MonthTotal[], minimum = 0.02): number[] {
  const max = Math.max(0, ...months.map((m) => m.amount.amountMinor));
  if (max === 0) return months.map(() => 0);
  return months.map((m) => (m.amount.amountMinor <= 0 ? 0 : Math.max(minimum, m.amount.amountMinor / max)));
}
