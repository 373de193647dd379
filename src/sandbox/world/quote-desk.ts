import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import {
  BANKS, COLLECTION_POINTS, DESTINATIONS, FEE_BPS, MOBILE_OPERATORS, PURPOSES_OF_TRANSACTION, SEND_LIMITS_USD, destinationOf, isFastPayout, type PayoutType,
} from './remittance-catalogue.ts';
import type { PaymentType, SandboxQuote } from './remittance-records.ts';
import { basisPoints, convertDown, ecbReferenceRate, formatMinor, major, money, rateString, sendForReceive, usdInMinor, type Money } from './money.ts';
import type { SandboxWorld } from './world';
import { PAYMENT_TYPES, paymentTypeOptionsOf } from './payment-types.ts';

/**
 * The back office's quote desk: the rates and limits of every destination (fx-rates), save-quote,
 * get-charges (with promo codes), the mobile operators and the transaction options of a
 * destination. The HTTP sandbox (src/sandbox/server/main-api-remit.ts, main-api-payments.ts) and
 * the in-memory quote gateway both ask it, so both modes give the same answers and refusals.
 * Values are contract-shaped (openapi/main-api.yaml, snake_case).
 */

/** Quotes hold their rate for ten minutes (the spec does not give the duration). */
export const QUOTE_VALIDITY_MS = 10 * 60_000;

const ISO2 = /^[A-Z]{2}$/;
const SORTABLE = ['payout_provider_name', 'destination_country_iso2', 'payout_type'] as const;

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const invalid = (property_path: string, message: string, status: DeskError['status'] = 400): DeskError => ({ status, type: 'InvalidValue', property_path, message });
const unknownCountry = (property_path: string, status: DeskError['status']): DeskError => ({ status, type: 'InvalidCountry', property_path, message: 'We do not send to this country.' });

/** ValueNotBeBlank for missing fields (a number, boolean or object counts as given), as the routes read bodies. */
function blankFields(body: Record<string, unknown>, fields: readonly string[]): DeskError[] {
  return fields
    .filter((f) => text(body[f]) === '' && typeof body[f] !== 'number' && typeof body[f] !== 'boolean' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f) => ({ status: 400, type: 'ValueNotBeBlank', property_path: f, message: `The ${f.replace(/_/g, ' ')} field is required` }));
}

/** An integer Money from a body value, or undefined. */
function moneyIn(value: unknown): Money | undefined {
  const m = value as Partial<Money> | null;
  if (!m || typeof m !== 'object' || !Number.isSafeInteger(m.amount_minor) || typeof m.currency !== 'string' || !/^[A-Z]{3}$/.test(m.currency)) return undefined;
  return { amount_minor: m.amount_minor as number, currency: m.currency };
}

/** One payout option of one destination (openapi/main-api.yaml: Destination). */
export interface FxRateDestination {
  readonly destination_country_iso2: string;
  readonly destination_country_name: string;
  readonly destination_currency_code: string;
  readonly source_currency_code: string;
  readonly payout_type: PayoutType;
  readonly is_default_payout_type: boolean;
  readonly rate: string;
  readonly min_send_amount: Money;
  readonly max_send_amount: Money;
  readonly min_destination_amount: Money;
  readonly max_destination_amount: Money;
  readonly payout_provider_name: string;
}

function destinationsFor(sourceCurrency: string): FxRateDestination[] {
  return DESTINATIONS.flatMap((d) => d.payouts.map((p) => {
    const limits = SEND_LIMITS_USD[p.type];
    const minSend = usdInMinor(limits.min, sourceCurrency, 'up');
    const maxSend = usdInMinor(limits.max, sourceCurrency, 'down');
    return {
      destination_country_iso2: d.iso2, destination_country_name: d.name, destination_currency_code: d.currency,
      source_currency_code: sourceCurrency, payout_type: p.type, is_default_payout_type: p.isDefault,
      rate: rateString(sourceCurrency, d.currency),
      min_send_amount: money(minSend, sourceCurrency), max_send_amount: money(maxSend, sourceCurrency),
      min_destination_amount: money(convertDown(minSend, sourceCurrency, d.currency), d.currency),
      max_destination_amount: money(convertDown(maxSend, sourceCurrency, d.currency), d.currency),
      payout_provider_name: p.provider,
    };
  }));
}

/** GET /api/v1/fx-rates: every payout option of every destination from the customer's currency, filtered and sorted as asked. */
export function fxRatesAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  query: { readonly country?: string; readonly sort?: string } = {},
): DeskAnswer<{ destinations: FxRateDestination[] }> {
  let destinations = destinationsFor(world.currencyOf(customer));
  const { country, sort } = query;
  if (country !== undefined) {
    if (!ISO2.test(country)) return refuse(invalid('and.destination_country_iso2.eq', 'A two-letter country code is required.'));
    destinations = destinations.filter((d) => d.destination_country_iso2 === country);
  }
  if (sort !== undefined) {
    const key = sort.replace(/^-/, '');
    if (!(SORTABLE as readonly string[]).includes(key)) return refuse(invalid('sort', 'Sort by payout_provider_name, destination_country_iso2 or payout_type.'));
    const field = key as (typeof SORTABLE)[number];
    const dir = sort.startsWith('-') ? -1 : 1;
    destinations = [...destinations].sort((a, b) => dir * String(a[field]).localeCompare(String(b[field])));
  }
  return answer({ destinations });
}

/** A saved quote (openapi/main-api.yaml: Quote). */
export interface QuoteView {
  readonly quote_id: string;
  readonly quote_expiration_time: string;
  readonly rate: string;
  readonly amount_type: 'SOURCE' | 'DESTINATION';
  readonly send_amount: Money;
  readonly receive_amount: Money;
  readonly fee: Money;
  readonly total: Money;
  readonly destination_country_iso2: string;
  readonly payout_type: PayoutType;
  readonly reference_rate: string | null;
  readonly fast_payout: boolean;
}

/**
 * POST /remit/remittance/save-quote: fixes the rate for ten minutes. The amount received is
 * rounded down; the amount to send for a wanted receive amount is rounded up; the fee is the
 * payout type's basis points (rounded up) with a minimum of one US dollar in the source currency.
 * A card payout to a destination whose partner pays cards out fast is a fast payout.
 */
export function saveQuoteAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<QuoteView> {
  const blank = blankFields(body, ['amount', 'amount_type', 'destination_country_iso2', 'payout_type']);
  if (blank.length > 0) return refuse(...blank);
  const amount = moneyIn(body.amount);
  if (!amount) return refuse(invalid('amount', 'An amount is an integer amount_minor and a three-letter currency.'));
  const amountType = text(body.amount_type);
  if (amountType !== 'SOURCE' && amountType !== 'DESTINATION') return refuse(invalid('amount_type', 'SOURCE or DESTINATION.'));
  const destination = destinationOf(text(body.destination_country_iso2));
  if (!destination) return refuse(unknownCountry('destination_country_iso2', 422));
  const payoutType = text(body.payout_type) as PayoutType;
  if (!destination.payouts.some((p) => p.type === payoutType)) return refuse(invalid('payout_type', 'This payout type is not offered for the destination.', 422));
  const wantedCurrency = optionalText(body.destination_currency_code);
  if (wantedCurrency !== undefined && wantedCurrency !== destination.currency) {
    return refuse({ status: 422, type: 'CurrencyMismatch', property_path: 'destination_currency_code', message: 'Currency mismatch with destination currency.' });
  }
  const source = world.currencyOf(customer);
  const expected = amountType === 'SOURCE' ? source : destination.currency;
  if (amount.currency !== expected) return refuse({ status: 422, type: 'CurrencyMismatch', property_path: 'amount[currency]', message: `The amount must be in ${expected}.` });
  if (amount.amount_minor <= 0) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'amount', message: 'The amount field is required' });
  const sendMinor = amountType === 'SOURCE' ? amount.amount_minor : sendForReceive(amount.amount_minor, source, destination.currency);
  const receiveMinor = amountType === 'SOURCE' ? convertDown(sendMinor, source, destination.currency) : amount.amount_minor;
  const limits = SEND_LIMITS_USD[payoutType];
  const min = usdInMinor(limits.min, source, 'up');
  const max = usdInMinor(limits.max, source, 'down');
  if (sendMinor < min) return refuse(invalid('amount', `must be ${formatMinor(min, source)} or more`, 422));
  if (sendMinor > max) return refuse(invalid('amount', `must be ${formatMinor(max, source)} or less`, 422));
  const feeMinor = Math.max(basisPoints(sendMinor, FEE_BPS[payoutType]), usdInMinor(1, source, 'up'));
  const id = `Q${String(world.next('quote')).padStart(8, '0')}`;
  const quote: SandboxQuote = {
    id, customerId: customer.id, destinationIso2: destination.iso2, sourceCurrency: source, destinationCurrency: destination.currency,
    payoutType, amountType, sendMinor, receiveMinor, feeMinor,
    rate: rateString(source, destination.currency), expiresAt: world.now() + QUOTE_VALIDITY_MS, fastPayout: isFastPayout(destination.iso2, payoutType),
  };
  world.quotes.set(id, quote);
  return answer({
    quote_id: id, quote_expiration_time: new Date(quote.expiresAt).toISOString(), rate: quote.rate, amount_type: quote.amountType,
    send_amount: money(sendMinor, source), receive_amount: money(receiveMinor, destination.currency), fee: money(feeMinor, source),
    total: money(sendMinor + feeMinor, source), destination_country_iso2: destination.iso2, payout_type: payoutType,
    reference_rate: ecbReferenceRate(source, destination.currency), fast_payout: quote.fastPayout,
  });
}

/** A customer's own quote whose rate still holds: else 404 (unknown or someone else's) or 409 (expired). */
export function quoteAtDesk(world: SandboxWorld, customer: SandboxCustomer, id: string): DeskAnswer<SandboxQuote> {
  const quote = world.quotes.get(id);
  if (!quote || quote.customerId !== customer.id) return refuse(invalid('quote_id', 'Quote not found.', 404));
  if (quote.expiresAt <= world.now()) return refuse(invalid('quote_id', 'Rate expired. Ask for new rates.', 409));
  return answer(quote);
}

/**
 * The discount of a promo code on a fee (minor units of the customer's currency): 0 without a
 * code; a code the customer does not hold, has used up or that has expired is InvalidPromotionCode.
 * Transaction create asks it too.
 */
export function discountAtDesk(world: SandboxWorld, customer: SandboxCustomer, code: string | undefined, feeMinor: number): DeskAnswer<number> {
  if (code === undefined) return answer(0);
  const promo = world.records.promotions.find((p) => p.customerId === customer.id && p.code === code.toUpperCase());
  if (!promo || promo.usesLeft <= 0 || Date.parse(promo.expiresAt) <= world.now()) {
    return refuse({ status: 422, type: 'InvalidPromotionCode', property_path: 'promotion_code', message: 'invalid_promotion_code' });
  }
  return answer(promo.discountMajor === 'fee' ? feeMinor : Math.min(feeMinor, major(promo.discountMajor, world.currencyOf(customer))));
}

/** get-charges' answer (openapi/main-api.yaml: Charges). */
export interface ChargesView {
  readonly send_amount: Money;
  readonly receive_amount: Money;
  readonly fee: Money;
  readonly discount: Money;
  readonly total: Money;
  readonly rate: string;
  readonly promotion_code: string | null;
}

/** POST /remit/transaction/get-charges: fee, discount and total of a quote, with a payment type and promo code when given. */
export function chargesAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ charges: ChargesView }> {
  const blank = blankFields(body, ['quote_id']);
  if (blank.length > 0) return refuse(...blank);
  const found = quoteAtDesk(world, customer, text(body.quote_id));
  if (!found.ok) return found;
  const quote = found.value;
  if (body.payment_type !== undefined && !PAYMENT_TYPES.includes(text(body.payment_type) as PaymentType)) return refuse(invalid('payment_type', 'Unknown payment type.'));
  const code = optionalText(body.promotion_code);
  const discounted = discountAtDesk(world, customer, code, quote.feeMinor);
  if (!discounted.ok) return discounted;
  const discount = discounted.value;
  const s = quote.sourceCurrency;
  return answer({
    charges: {
      send_amount: money(quote.sendMinor, s), receive_amount: money(quote.receiveMinor, quote.destinationCurrency), fee: money(quote.feeMinor, s),
      discount: money(discount, s), total: money(quote.sendMinor + quote.feeMinor - discount, s), rate: quote.rate, promotion_code: code?.toUpperCase() ?? null,
    },
  });
}

/** A mobile operator (openapi/main-api.yaml: MobileOperator). */
export interface MobileOperatorView {
  readonly code: string;
  readonly name: string;
  readonly country_iso2: string;
  readonly prefixes: string[];
}

/** POST /remit/options/get-mobile-operators: the operators of a destination and their number prefixes. */
export function mobileOperatorsAtDesk(_world: SandboxWorld, body: Record<string, unknown>): DeskAnswer<{ operators: MobileOperatorView[] }> {
  const blank = blankFields(body, ['country_iso2']);
  if (blank.length > 0) return refuse(...blank);
  const country = text(body.country_iso2).toUpperCase();
  if (!destinationOf(country)) return refuse(unknownCountry('country_iso2', 400));
  const operators = MOBILE_OPERATORS.filter((o) => o.countryIso2 === country).map((o) => ({ code: o.code, name: o.name, country_iso2: o.countryIso2, prefixes: [...o.prefixes] }));
  return answer({ operators });
}

/** get-transaction-options' answer. */
export interface TransactionOptionsView {
  readonly payment_types: { type: PaymentType; name: string; enabled: boolean }[];
  readonly delivery_banks: { code: string; name: string }[];
  readonly collection_points: { code: string; name: string; city: string }[];
  readonly purposes: { key: string; name: string }[];
}

/**
 * POST /remit/options/get-transaction-options: the payment types the customer is offered (the one
 * table, ./payment-types.ts: offered ones enabled in their order, the others disabled), and the
 * banks, collection points and purposes of a destination (a payout_type in the body changes nothing).
 */
export function transactionOptionsAtDesk(_world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<TransactionOptionsView> {
  const blank = blankFields(body, ['destination_country_iso2']);
  if (blank.length > 0) return refuse(...blank);
  const country = text(body.destination_country_iso2).toUpperCase();
  if (!destinationOf(country)) return refuse(unknownCountry('destination_country_iso2', 400));
  return answer({
    payment_types: paymentTypeOptionsOf(customer),
    delivery_banks: (BANKS[country] ?? []).map((b) => ({ ...b })),
    collection_points: (COLLECTION_POINTS[country] ?? []).map((p) => ({ ...p })),
    purposes: PURPOSES_OF_TRANSACTION.map((p) => ({ key: p, name: p })),
  });
}
