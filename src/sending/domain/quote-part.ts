import { z } from '@/shared/validation/zod';
import type { Money } from '@/shared/kernel/money';
import { PAYOUT_TYPES, type PayoutType } from '@/shared/kernel/payout-type';

/** Payout types (spec 02 section 3): the shared kernel's one list. */
export { PAYOUT_TYPES, type PayoutType } from '@/shared/kernel/payout-type';

/** Which amount the customer typed: the amount sent or the amount received. */
export type AmountType = 'SOURCE' | 'DESTINATION';

/**
 * Step 1's part of the draft: the destination, payout type and the saved quote (save-quote's id and
 * expiry, the amounts it was made for). Owned by the quote step.
 */
export interface QuotePart {
  readonly destinationCountry: string;
  readonly destinationCurrency: string;
  readonly payoutType: PayoutType;
  readonly amountType: AmountType;
  readonly send: Money;
  readonly receive: Money;
  readonly fee: Money;
  readonly total: Money;
  /** The rate as the server wrote it (a decimal string: never a float). */
  readonly rate: string;
  /** The ECB reference rate of the pair, when there is one (the EEA disclosure's markup line). */
  readonly referenceRate?: string;
  /**
   * The back office pays this card payout out fast (save-quote's fast_payout). A draft kept before
   * the portal read it has none: not fast, the longer estimate (never a promise the partner may not keep).
   */
  readonly fastPayout?: boolean;
  readonly quoteId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/** Whether a kept quote is a fast card payout: a draft kept before the portal read the flag is not. */
export const keptFastPayout = (quote: Pick<QuotePart, 'fastPayout'>): boolean => quote.fastPayout === true;

const moneySchema = z.object({ amountMinor: z.number().check(z.int()), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) });

/** What a stored quote part must look like to be used (a damaged or older one is dropped). */
export const quotePartSchema = z.object({
  destinationCountry: z.string().check(z.regex(/^[A-Z]{2}$/)),
  destinationCurrency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  payoutType: z.enum(PAYOUT_TYPES),
  amountType: z.enum(['SOURCE', 'DESTINATION']),
  send: moneySchema,
  receive: moneySchema,
  fee: moneySchema,
  total: moneySchema,
  rate: z.string(),
  referenceRate: z.optional(z.string()),
  fastPayout: z.optional(z.boolean()),
  quoteId: z.string(),
  expiresAt: z.number(),
});
