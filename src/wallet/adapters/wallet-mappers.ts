import { z } from '@/shared/validation/zod';
import { money, type Money } from '@/shared/kernel/money';
import { parseMonthKey } from '../domain/calendar-month';
import type { WalletBalance } from '../domain/wallet';
import type { WalletStatistics } from '../domain/statistics';
import type { WalletActivity } from '../domain/operations';

/**
 * The wallet's parts of the main API's answers (openapi/main-api.yaml: getWalletBalance,
 * getWalletStatistics, listWalletOperations; the top-up's answers are ./top-up-mappers.ts), read at the adapter
 * boundary by the HTTP adapter and the in-memory one alike (the wallet desk's contract-shaped
 * answers go through the same schemas), so both modes map an answer to the same domain values.
 */

export const moneySchema = z.object({ amount_minor: z.int(), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) });
export const moneyFrom = (m: z.infer<typeof moneySchema>): Money => money(m.amount_minor, m.currency);

export const balanceSchema = z.object({ balance: moneySchema });
export const balanceFrom = (data: z.infer<typeof balanceSchema>): WalletBalance => ({ balance: moneyFrom(data.balance) });

export const statisticsSchema = z.object({
  statistics: z.object({
    thirty_day_amount: moneySchema,
    total_transactions: z.int().check(z.nonnegative()),
    balance: moneySchema,
    months: z
      .array(z.object({ month: z.string().check(z.regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/)), amount: moneySchema, transactions: z.int().check(z.nonnegative()) }))
      .check(z.minLength(1)),
  }),
});
export function statisticsFrom(data: z.infer<typeof statisticsSchema>): WalletStatistics {
  const s = data.statistics;
  return {
    thirtyDayAmount: moneyFrom(s.thirty_day_amount),
    totalTransactions: s.total_transactions,
    balance: moneyFrom(s.balance),
    // The schema's pattern is the one parseMonthKey reads.
    months: s.months.map((m) => ({ month: parseMonthKey(m.month)!, amount: moneyFrom(m.amount), transactions: m.transactions })),
  };
}

export const operationsQuery = (page: number, limit: number) => ({ page, limit });
export const operationsSchema = z.object({
  operations: z.array(
    z.object({
      id: z.int(),
      type: z.enum(['top_up', 'transfer', 'refund']),
      amount: moneySchema,
      created_at: z.iso.datetime({ offset: true }),
      description: z.string(),
      transaction_reference: z.optional(z.string()),
    }),
  ),
  total: z.int().check(z.nonnegative()),
});
export function operationsFrom(data: z.infer<typeof operationsSchema>): WalletActivity {
  return {
    operations: data.operations.map((o) => ({
      id: o.id,
      kind: o.type,
      amount: moneyFrom(o.amount),
      createdAt: Date.parse(o.created_at),
      description: o.description,
      ...(o.transaction_reference === undefined ? {} : { transactionReference: o.transaction_reference }),
    })),
    total: data.total,
  };
}
