import { z } from '@/shared/validation/zod';
import { money, type Money } from '@/shared/kernel/money';
import { DISPLAY_STATUSES, TRANSFER_STATUSES } from '../domain/status';
import { PAYOUT_TYPES, type RecipientOption, type Transfer, type TransferFilter, type TransferPage } from '../domain/transfer';
import type { PageRequest } from '../application/transfer-history-gateway';

/**
 * The transfers area's parts of the main API's answers (openapi/main-api.yaml: listTransactions'
 * Transaction and meta, listBeneficiaries' Beneficiary) and the list's query, read at the adapter
 * boundary by the HTTP adapter and the in-memory one alike (the transfer desk's contract-shaped
 * answers go through the same schemas), so both modes map the same answer to the same values.
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));
const rate = z.string().check(z.regex(/^[0-9]+\.[0-9]{4}$/));
const moneySchema = z.object({ amount_minor: z.int(), currency });
const dateTime = z.iso.datetime({ offset: true });
const status = z.enum(TRANSFER_STATUSES);

const toMoney = (m: z.infer<typeof moneySchema>): Money => money(m.amount_minor, m.currency);

export const transactionSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  payout_reference: z.nullable(z.string()),
  status,
  display_status: z.enum(DISPLAY_STATUSES),
  created_at: dateTime,
  beneficiary_guid: z.string(),
  beneficiary_name: z.string(),
  destination_country_iso2: iso2,
  payout_type: z.enum(PAYOUT_TYPES),
  mobile_network_code: z.optional(z.string()),
  mobile_network_name: z.optional(z.string()),
  collection_point_code: z.optional(z.string()),
  remarks: z.optional(z.string()),
  purpose_of_transaction: z.string(),
  send_amount: moneySchema,
  receive_amount: moneySchema,
  fee: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  rate,
  payment_type: z.nullable(z.string()),
  promotion_code: z.nullable(z.string()),
  events: z.array(z.object({ status, at: dateTime })),
  reason: z.nullable(z.string()),
});

const blank = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value === '' ? undefined : value);

export function transferFrom(t: z.infer<typeof transactionSchema>): Transfer {
  return {
    reference: t.reference,
    payoutReference: blank(t.payout_reference),
    status: t.status,
    displayStatus: t.display_status,
    createdAt: Date.parse(t.created_at),
    beneficiaryGuid: t.beneficiary_guid,
    beneficiaryName: t.beneficiary_name,
    destinationCountry: t.destination_country_iso2,
    payoutType: t.payout_type,
    mobileNetworkCode: blank(t.mobile_network_code),
    mobileNetworkName: blank(t.mobile_network_name),
    collectionPointCode: blank(t.collection_point_code),
    remarks: blank(t.remarks),
    purpose: t.purpose_of_transaction,
    send: toMoney(t.send_amount),
    receive: toMoney(t.receive_amount),
    fee: toMoney(t.fee),
    discount: toMoney(t.discount),
    total: toMoney(t.total),
    rate: t.rate,
    paymentType: blank(t.payment_type),
    promotionCode: blank(t.promotion_code),
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
