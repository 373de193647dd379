import { z } from '@/shared/validation/zod';
import { money, type Money } from '@/shared/kernel/money';
import type { InstantBank, PaymentMethodKind } from '@/shared/payment/payment-panel';
import type { PaymentOffer } from '../domain/payment-offer';
import type { PayoutOffer } from '../domain/destinations';
import type { Charges, MobileNetwork, PayoutPlaces, QuoteRequest, SavedQuote } from '../domain/quote';
import { PAYOUT_TYPES, type PayoutType } from '../domain/quote-part';

/**
 * Step 1's parts of the main API's answers (openapi/main-api.yaml: listFxRates, saveQuote,
 * getCharges, listMobileOperators, getTransactionOptions), read at the adapter boundary by both
 * the HTTP adapter and the in-memory one (which reads the quote desk's contract-shaped answers
 * through the same schemas), so both modes map the same answer to the same domain values.
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));
const rate = z.string().check(z.regex(/^[0-9]+\.[0-9]{4}$/));
const moneySchema = z.object({ amount_minor: z.int(), currency });
const payoutType = z.enum(PAYOUT_TYPES);
const amountType = z.enum(['SOURCE', 'DESTINATION']);

const toMoney = (m: z.infer<typeof moneySchema>): Money => money(m.amount_minor, m.currency);

export const fxRatesSchema = z.object({
  destinations: z.array(z.object({
    destination_country_iso2: iso2,
    destination_country_name: z.string(),
    destination_currency_code: currency,
    source_currency_code: currency,
    payout_type: payoutType,
    is_default_payout_type: z.boolean(),
    rate,
    min_send_amount: moneySchema,
    max_send_amount: moneySchema,
    min_destination_amount: moneySchema,
    max_destination_amount: moneySchema,
    payout_provider_name: z.string(),
  })),
});

export function offersFromFxRates(data: z.infer<typeof fxRatesSchema>): PayoutOffer[] {
  return data.destinations.map((d) => ({
    countryIso2: d.destination_country_iso2,
    countryName: d.destination_country_name,
    currency: d.destination_currency_code,
    sourceCurrency: d.source_currency_code,
    payoutType: d.payout_type,
    isDefault: d.is_default_payout_type,
    rate: d.rate,
    minSend: toMoney(d.min_send_amount),
    maxSend: toMoney(d.max_send_amount),
    minReceive: toMoney(d.min_destination_amount),
    maxReceive: toMoney(d.max_destination_amount),
    provider: d.payout_provider_name,
  }));
}

/** save-quote's body for a request (the contract's snake_case, Money in integer minor units). */
export function saveQuoteBody(request: QuoteRequest) {
  return {
    amount: { amount_minor: request.amount.amountMinor, currency: request.amount.currency },
    amount_type: request.amountType,
    destination_country_iso2: request.destinationCountry,
    destination_currency_code: request.destinationCurrency,
    payout_type: request.payoutType,
  };
}

export const quoteSchema = z.object({
  quote_id: z.string(),
  quote_expiration_time: z.iso.datetime({ offset: true }),
  rate,
  amount_type: amountType,
  send_amount: moneySchema,
  receive_amount: moneySchema,
  fee: moneySchema,
  total: moneySchema,
  destination_country_iso2: iso2,
  payout_type: payoutType,
  reference_rate: z.nullable(rate),
  fast_payout: z.boolean(),
});

export function savedQuoteFrom(data: z.infer<typeof quoteSchema>): SavedQuote {
  return {
    quoteId: data.quote_id,
    expiresAt: Date.parse(data.quote_expiration_time),
    rate: data.rate,
    amountType: data.amount_type,
    send: toMoney(data.send_amount),
    receive: toMoney(data.receive_amount),
    fee: toMoney(data.fee),
    total: toMoney(data.total),
    destinationCountry: data.destination_country_iso2,
    payoutType: data.payout_type,
    ...(data.reference_rate ? { referenceRate: data.reference_rate } : {}),
    fastPayout: data.fast_payout,
  };
}

/** get-charges' body: the quote and, when given, the promo code. */
export function chargesBody(quoteId: string, options: { readonly promotionCode?: string } = {}) {
  return { quote_id: quoteId, ...(options.promotionCode !== undefined ? { promotion_code: options.promotionCode } : {}) };
}

export const chargesSchema = z.object({
  charges: z.object({
    send_amount: moneySchema,
    receive_amount: moneySchema,
    fee: moneySchema,
    discount: moneySchema,
    total: moneySchema,
    rate,
    promotion_code: z.optional(z.nullable(z.string())),
  }),
});

export function chargesFrom(data: z.infer<typeof chargesSchema>): Charges {
  const c = data.charges;
  return {
    send: toMoney(c.send_amount),
    receive: toMoney(c.receive_amount),
    fee: toMoney(c.fee),
    discount: toMoney(c.discount),
    total: toMoney(c.total),
    rate: c.rate,
    promotionCode: c.promotion_code ?? undefined,
  };
}

/** get-mobile-operators' body. */
export const mobileOperatorsBody = (countryIso2: string) => ({ country_iso2: countryIso2 });

export const mobileOperatorsSchema = z.object({
  operators: z.array(z.object({ code: z.string(), name: z.string(), country_iso2: iso2, prefixes: z.array(z.string()) })),
});

export function mobileNetworksFrom(data: z.infer<typeof mobileOperatorsSchema>): MobileNetwork[] {
  return data.operators.map((o) => ({ code: o.code, name: o.name, countryIso2: o.country_iso2, prefixes: [...o.prefixes] }));
}

/** get-transaction-options' body: the destination and, when given, the payout type. */
export function transactionOptionsBody(countryIso2: string, payoutType?: PayoutType) {
  return { destination_country_iso2: countryIso2, ...(payoutType !== undefined ? { payout_type: payoutType } : {}) };
}

/**
 * get-transaction-options: the banks and collection points (step 1's), and the payment types (step
 * 4's). A type is read as any string: one this portal does not know is left out (paymentOfferFrom),
 * it does not stop the step.
 */
export const transactionOptionsSchema = z.object({
  payment_types: z.array(z.object({ type: z.string(), name: z.string(), enabled: z.boolean() })),
  delivery_banks: z.array(z.object({ code: z.string(), name: z.string() })),
  collection_points: z.array(z.object({ code: z.string(), name: z.string(), city: z.string() })),
});

export function payoutPlacesFrom(data: z.infer<typeof transactionOptionsSchema>): PayoutPlaces {
  return {
    banks: data.delivery_banks.map((b) => ({ code: b.code, name: b.name })),
    collectionPoints: data.collection_points.map((p) => ({ code: p.code, name: p.name, city: p.city })),
  };
}

/** The pay step's method of each payment type the back office names (the contract's PaymentType): trustly and apaylo are instant bank payments' vendors. */
const METHOD_OF_TYPE: Readonly<Record<string, { readonly method: PaymentMethodKind; readonly instantBank?: InstantBank }>> = {
  card: { method: 'card' },
  wallet: { method: 'wallet' },
  bank: { method: 'bank' },
  trustly: { method: 'instant-bank', instantBank: 'trustly' },
  apaylo: { method: 'instant-bank', instantBank: 'apaylo' },
};

/**
 * The payment methods the back office offers this customer for this transfer: its payment_types in
 * its order, and the instant bank payment's vendor by which type names it (trustly or apaylo).
 *
 * A disabled type is left out, not shown greyed: the back office lists types a customer never gets
 * (Interac e-Transfer to a Swede, Trustly to a Canadian) without saying why or when they would be
 * enabled, so a disabled entry could only be a dead choice the customer cannot act on; the method
 * list shows what they can pay with, as it always did. A type the portal does not know, and a
 * second instant bank payment after the first, are left out too (no panel could pay them).
 */
export function paymentOfferFrom(data: z.infer<typeof transactionOptionsSchema>): PaymentOffer {
  const methods: PaymentMethodKind[] = [];
  let instantBank: InstantBank | undefined;
  for (const option of data.payment_types) {
    const known = option.enabled && Object.hasOwn(METHOD_OF_TYPE, option.type) ? METHOD_OF_TYPE[option.type] : undefined;
    if (!known || methods.includes(known.method)) continue;
    methods.push(known.method);
    instantBank ??= known.instantBank;
  }
  return { methods, ...(instantBank ? { instantBank } : {}) };
}
