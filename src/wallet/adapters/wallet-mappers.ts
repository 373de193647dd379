import { z } from '@/shared/validation/zod';
import { AppError } from '@/shared/kernel/app-error';
import { money, type Money } from '@/shared/kernel/money';
import { parseMonthKey } from '../domain/calendar-month';
import type { WalletBalance } from '../domain/wallet';
import type { WalletStatistics } from '../domain/statistics';
import type { WalletActivity } from '../domain/operations';
import { bankTransferFrom, bankTransferSchema, interacTransferFrom, interacTransferSchema } from '@/shared/http/instructions-answer';
import { TOP_UP_METHODS, type TopUpOptions, type TopUpRequest, type TopUpOutcome } from '../domain/top-up';

/**
 * The wallet's parts of the main API's answers (openapi/main-api.yaml: getWalletBalance,
 * getWalletStatistics, listWalletOperations, getTopUpOptions, topUpWallet, getWalletTopUp), read at the adapter
 * boundary by the HTTP adapter and the in-memory one alike (the wallet desk's contract-shaped
 * answers go through the same schemas), so both modes map an answer to the same domain values.
 */

const moneySchema = z.object({ amount_minor: z.int(), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) });
const moneyFrom = (m: z.infer<typeof moneySchema>): Money => money(m.amount_minor, m.currency);
/** A top-up method (TOP_UP_METHODS), as the answers and the tab's stored attempt name it. */
export const topUpMethodSchema = z.enum(TOP_UP_METHODS);

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

export const topUpOptionsSchema = z.object({
  options: z.array(z.object({ payment_type: topUpMethodSchema, name: z.string(), min_amount: moneySchema, max_amount: moneySchema, fee: moneySchema })),
  suggested_amounts: z.array(moneySchema),
});
export function topUpOptionsFrom(data: z.infer<typeof topUpOptionsSchema>): TopUpOptions {
  return {
    options: data.options.map((o) => ({ method: o.payment_type, name: o.name, min: moneyFrom(o.min_amount), max: moneyFrom(o.max_amount), fee: moneyFrom(o.fee) })),
    suggestedAmounts: data.suggested_amounts.map(moneyFrom),
  };
}

export const topUpBody = (request: TopUpRequest) => ({
  amount: { amount_minor: request.amount.amountMinor, currency: request.amount.currency },
  payment_type: request.method,
  ...(request.cardId === undefined ? {} : { card_id: request.cardId }),
  ...(request.cardToken === undefined ? {} : { card_token: request.cardToken }),
  ...(request.returnTo ? { success_url: request.returnTo.successUrl, failure_url: request.returnTo.failureUrl } : {}),
});
export const topUpSchema = z.object({
  top_up: z.object({
    id: z.int(),
    status: z.enum(['APPROVED', 'WAITING', 'THREE_DS', 'DECLINED']),
    amount: moneySchema,
    payment_type: topUpMethodSchema,
    redirect_url: z.optional(z.string().check(z.regex(/^https?:\/\/\S+$/i))),
    code: z.optional(z.string()),
  }),
  balance: moneySchema,
  bank_transfer: z.optional(bankTransferSchema),
  interac_transfer: z.optional(interacTransferSchema),
});
export function topUpFrom(data: z.infer<typeof topUpSchema>): TopUpOutcome {
  const { bank_transfer: bank, interac_transfer: interac } = data;
  const { id, status, payment_type: method } = data.top_up;
  const amount = moneyFrom(data.top_up.amount);
  // Only an http(s) page is followed (the schema's rule): without one the answer cannot be acted on.
  const redirectUrl = data.top_up.redirect_url;
  if (status === 'THREE_DS') {
    if (redirectUrl === undefined) throw new AppError('MalformedResponse', 'A 3-D Secure top-up without its page.');
    return { status, id, amount, redirectUrl };
  }
  // An instant bank payment waits for the customer on Trustly's page (the bank link).
  if (status === 'WAITING' && method === 'trustly') {
    if (redirectUrl === undefined) throw new AppError('MalformedResponse', 'An instant bank top-up without its bank page.');
    return { status: 'BANK_LINK', id, amount, redirectUrl };
  }
  if (status === 'DECLINED') return { status, id, amount, code: data.top_up.code };
  if (status === 'WAITING' && method === 'apaylo' && !interac) throw new AppError('MalformedResponse', 'An Interac e-Transfer top-up without what to send.');
  return {
    id,
    status,
    amount,
    method,
    balance: moneyFrom(data.balance),
    ...(bank ? { bankTransfer: bankTransferFrom(bank) } : {}),
    ...(interac ? { interacTransfer: interacTransferFrom(interac) } : {}),
  };
}
