import { INSTANT_BANKS, PAYMENT_METHODS, type PaymentMethodKind } from '@/shared/kernel/payment-method';
import { z } from '@/shared/validation/zod';
import type { PaymentOffer } from './payment-offer';

/** Step 4's part of the draft: the transaction made for this intent and how it is paid. Owned by the Confirm step. */
export interface PaymentPart {
  /** Set once transaction create answered; the pay route carries it too. */
  readonly transactionReference?: string;
  readonly method?: PaymentMethodKind;
  /**
   * How the back office offered to pay this transfer (get-transaction-options' payment_types for its
   * destination and payout type, read when the step opens): the method list, and the instant bank
   * payment's vendor that set-payment-type names. Kept so a reload pays by the vendor offered.
   */
  readonly offer?: PaymentOffer;
  /**
   * What the step was given so far, by field name (purpose_of_transaction, collection_point_code,
   * remarks, the transaction schema's other fields such as house_number): a reload or a Back keeps
   * them. Never a US customer's SSN digits.
   */
  readonly details?: Readonly<Record<string, string>>;
  /**
   * How many times each keyed call of the intent moved on to a new Idempotency-Key (a refusal, a
   * declined card): kept so a reload goes on from the same key, never back to one whose answer
   * was a refusal (Paying).
   */
  readonly keyAdvances?: Readonly<Record<string, number>>;
  /** Each payment made, with the keyed call and the advance it was made under (its decline moves that call on, once). */
  readonly payments?: Readonly<Record<string, { readonly counter: string; readonly at: number }>>;
  /**
   * What a create of the intent asked for (never the SSN digits), kept from before it is sent until
   * its outcome is known: while kept, the outcome is in doubt and the next create first looks the
   * transfer up by the intent (Paying).
   */
  readonly createSent?: string;
  /** The transfer kept was found made with the details first asked for, not the ones asked since: the page says so. */
  readonly madeWithEarlierDetails?: boolean;
}

/** What a stored payment part must look like to be used. */
export const paymentPartSchema = z.object({
  transactionReference: z.optional(z.string()),
  method: z.optional(z.enum(PAYMENT_METHODS)),
  offer: z.optional(z.object({ methods: z.array(z.enum(PAYMENT_METHODS)), instantBank: z.optional(z.enum(INSTANT_BANKS)) })),
  details: z.optional(z.record(z.string(), z.string())),
  keyAdvances: z.optional(z.record(z.string(), z.number())),
  payments: z.optional(z.record(z.string(), z.object({ counter: z.string(), at: z.number() }))),
  createSent: z.optional(z.string()),
  madeWithEarlierDetails: z.optional(z.boolean()),
});
