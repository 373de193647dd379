import { z } from '@/shared/validation/zod';
import { blank, dateTimeSchema, transactionFactsFrom, transactionShape, transactionStatusSchema } from '@/shared/http/transaction-answer';
import { PAYOUT_TYPES, type RecipientOption, type Transfer, type TransferFilter, type TransferPage } from '../domain/transfer';
import type { PageRequest } from '../application/transfer-history-gateway';

/**
 * The transfers area's parts of the main API's answers (openapi/main-api.yaml: listTransactions'
 * Transaction and meta, listBeneficiaries' Beneficiary) and the list's query, read at the adapter
 * boundary by the HTTP adapter and the in-memory one alike (the transfer desk's contract-shaped
 * answers go through the same schemas), so both modes map the same answer to the same values.
 * The Transaction fields send money reads too are read the shared way (src/shared/http/transaction-answer.ts).
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));

/** The whole Transaction: the shared fields, and the payout details, the payment type as given, the timeline and the reason. */
export const transactionSchema = z.object({
  ...transactionShape,
  payout_type: z.enum(PAYOUT_TYPES),
  fast_payout: z.boolean(),
  mobile_network_name: z.optional(z.string()),
  collection_point_code: z.optional(z.string()),
  remarks: z.optional(z.string()),
  payment_type: z.nullable(z.string()),
  events: z.array(z.object({ status: transactionStatusSchema, at: dateTimeSchema })),
  reason: z.nullable(z.string()),
});

export function transferFrom(t: z.infer<typeof transactionSchema>): Transfer {
  const { purposeOfTransaction, ...facts } = transactionFactsFrom(t);
  return {
    ...facts,
    payoutType: t.payout_type,
    fastPayout: t.fast_payout,
    mobileNetworkName: blank(t.mobile_network_name),
    collectionPointCode: blank(t.collection_point_code),
    remarks: blank(t.remarks),
    purpose: purposeOfTransaction,
    paymentType: blank(t.payment_type),
    events: t.events.map((e) => ({ status: e.status, at: Date.parse(e.at) })),
    reason: blank(t.reason),
  };
}

export const transactionListSchema = z.object({
  transactions: z.array(transactionSchema),
  meta: z.object({ total: z.int(), page: z.int(), per_page: z.int() }),
});

export function transferPageFrom(data: z.infer<typeof transactionListSchema>): TransferPage {
  return { transfers: data.transactions.map(transferFrom), total: data.meta.total, page: data.meta.page, perPage: data.meta.per_page };
}

/** listTransactions' query (the contract's names); only what is asked for. */
export function listQuery(filter: TransferFilter, page: PageRequest) {
  return {
    page: page.page,
    per_page: page.perPage,
    ...(filter.group ? { status: filter.group } : {}),
    ...(filter.recipientGuid ? { beneficiary_guid: filter.recipientGuid } : {}),
  };
}

/** One transfer by its reference: the first page of one. */
export const referenceQuery = (reference: string) => ({ reference, page: 1, per_page: 1 });

export const beneficiaryListSchema = z.object({
  data: z.array(z.object({ guid: z.string(), id: z.int(), first_name: z.string(), middle_name: z.optional(z.string()), last_name: z.string(), destination_country_iso2: iso2 })),
});

/** The recipients by name (then id), as the filter lists them. */
export function recipientOptionsFrom(data: z.infer<typeof beneficiaryListSchema>): RecipientOption[] {
  return data.data
    .map((b) => ({
      guid: b.guid,
      id: String(b.id),
      name: [b.first_name, b.middle_name, b.last_name].filter((part) => part !== undefined && part !== '').join(' '),
      countryIso2: b.destination_country_iso2,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || Number(a.id) - Number(b.id));
}
