import { z } from '@/shared/validation/zod';
import { AppError } from '@/shared/kernel/app-error';
import { bankTransferFrom, bankTransferSchema, interacTransferFrom, interacTransferSchema } from '@/shared/http/instructions-answer';
import { TOP_UP_METHODS, type TopUpOptions, type TopUpRequest, type TopUpOutcome } from '../domain/top-up';
import { moneyFrom, moneySchema } from './wallet-mappers';

/**
 * The top-up's parts of the main API's answers (openapi/main-api.yaml: getTopUpOptions, topUpWallet,
 * getWalletTopUp), read by the HTTP adapter and the in-memory one alike. A module apart from the
 * balance's (./wallet-mappers.ts): the HTTP adapter loads it with the first top-up call, so the
 * wallet's first screen does not carry the bank transfer's and the e-Transfer's readers.
 */

/** A top-up method (TOP_UP_METHODS), as the answers and the tab's stored attempt name it. */
export const topUpMethodSchema = z.enum(TOP_UP_METHODS);

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
