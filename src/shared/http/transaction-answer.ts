import { z } from '@/shared/validation/zod';
import { money, type Money } from '../kernel/money';
import { DISPLAY_STATUSES, TRANSACTION_STATUSES } from '../kernel/transaction-status';
import type { TransactionFacts } from '../kernel/transaction-facts';

/**
 * The main API's Transaction (openapi/main-api.yaml), the part every context reads alike: send
 * money's step 4 answers (create, set-payment-type) and the transfers list and details. Each
 * context spreads `transactionShape` into its own schema with the fields only it reads (the payout
 * and payment types as its domain knows them, the timeline...) and builds its own view on
 * `transactionFactsFrom`, so the same answer gives the same values in both.
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));

/** The contract's Money: integer minor units and an ISO 4217 code. */
export const moneySchema = z.object({ amount_minor: z.int(), currency });
export const toMoney = (m: z.infer<typeof moneySchema>): Money => money(m.amount_minor, m.currency);

/** A date and time with its offset (the contract's date-time). */
export const dateTimeSchema = z.iso.datetime({ offset: true });
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);

/** The Transaction fields both contexts read, checked the same way. */
export const transactionShape = {
  reference: z.string().check(z.minLength(1)),
  payout_reference: z.nullable(z.string()),
  status: transactionStatusSchema,
  display_status: z.enum(DISPLAY_STATUSES),
  created_at: dateTimeSchema,
  beneficiary_guid: z.string(),
  beneficiary_name: z.string(),
  destination_country_iso2: iso2,
  mobile_network_code: z.optional(z.string()),
  purpose_of_transaction: z.string(),
  send_amount: moneySchema,
  receive_amount: moneySchema,
  fee: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  /** Destination units per source unit: the server's four-decimal string, never a float. */
  rate: z.string().check(z.regex(/^[0-9]+\.[0-9]{4}$/)),
  promotion_code: z.nullable(z.string()),
};

/** Those fields alone (a context's schema is this shape and its own fields). */
export const transactionFieldsSchema = z.object(transactionShape);
export type TransactionAnswer = z.infer<typeof transactionFieldsSchema>;

export type { TransactionFacts } from '../kernel/transaction-facts';

/** A text the back office may leave out, send null or send empty: undefined for all three. */
export const blank = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value === '' ? undefined : value);

export function transactionFactsFrom(t: TransactionAnswer): TransactionFacts {
  return {
    reference: t.reference,
    payoutReference: blank(t.payout_reference),
    status: t.status,
    displayStatus: t.display_status,
    createdAt: Date.parse(t.created_at),
    beneficiaryGuid: t.beneficiary_guid,
    beneficiaryName: t.beneficiary_name,
    destinationCountry: t.destination_country_iso2,
    mobileNetworkCode: blank(t.mobile_network_code),
    purposeOfTransaction: t.purpose_of_transaction,
    send: toMoney(t.send_amount),
    receive: toMoney(t.receive_amount),
    fee: toMoney(t.fee),
    discount: toMoney(t.discount),
    total: toMoney(t.total),
    rate: t.rate,
    promotionCode: blank(t.promotion_code),
  };
}
