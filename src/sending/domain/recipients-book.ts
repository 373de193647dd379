import { offerOf, type Destination } from './destinations';
import { PAYOUT_TYPES, type PayoutType, type QuotePart } from './quote-part';
import { displayName, type Recipient } from './recipient';

/**
 * The customer's recipients outside a transfer (the /recipients page, spec 02 section 2): grouped by
 * the country they receive money in, their saved values under the beneficiary schema's field names
 * (what the schema form opens with, what the details are labelled by), and what their form is for.
 */

/** The recipients of one destination country. */
export interface CountryGroup {
  readonly countryIso2: string;
  readonly recipients: readonly Recipient[];
}

/**
 * The recipients grouped by destination country: the groups in the order of their countries' names
 * as the customer reads them (`countryName`, compared in `locale`), each group's recipients by name.
 */
export function groupByCountry(recipients: readonly Recipient[], countryName: (iso2: string) => string, locale: string): CountryGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string, Recipient[]>();
  for (const recipient of recipients) {
    const list = groups.get(recipient.countryIso2);
    if (list) list.push(recipient);
    else groups.set(recipient.countryIso2, [recipient]);
  }
  return [...groups.entries()]
    .map(([countryIso2, list]) => ({ countryIso2, name: countryName(countryIso2), recipients: [...list].sort((a, b) => collator.compare(displayName(a), displayName(b))) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.countryIso2.localeCompare(b.countryIso2))
    .map(({ countryIso2, recipients: sorted }) => ({ countryIso2, recipients: sorted }));
}

/** The saved values of a recipient in the order the customer reads them, by the field name they are saved (and sent) as. */
const SAVED_FIELDS: readonly (readonly [string, (r: Recipient) => string | undefined])[] = [
  ['first_name', (r) => r.firstName],
  ['middle_name', (r) => r.middleName],
  ['last_name', (r) => r.lastName],
  ['mobile_network_code', (r) => r.mobileNetworkCode],
  ['mobile', (r) => r.mobile],
  ['mobile_wallet_number', (r) => r.mobileWalletNumber],
  ['bank_code', (r) => r.bankCode],
  ['account_number', (r) => r.accountNumber],
  ['iban', (r) => r.iban],
  ['collection_point_code', (r) => r.collectionPointCode],
  ['city', (r) => r.city],
];

/** The names' fields: the details show the name once, above the payout details. */
export const NAME_FIELDS: readonly string[] = ['first_name', 'middle_name', 'last_name'];

/** A value saved with a recipient, under the schema field name it is saved as. */
export interface SavedValue {
  readonly name: string;
  readonly value: string;
}

/** Every value saved with a recipient (names first, then the payout details), the empty ones left out. */
export function savedValuesOf(recipient: Recipient): SavedValue[] {
  return SAVED_FIELDS.map(([name, read]) => ({ name, value: read(recipient)?.trim() ?? '' })).filter((v) => v.value !== '');
}

/** The saved values by field name: what the schema form opens with when the recipient is edited. */
export function formValuesOf(recipient: Recipient): Record<string, string> {
  return Object.fromEntries(savedValuesOf(recipient).map((v) => [v.name, v.value]));
}

/** What a recipient's form is for: a destination country, its currency and a payout type (a quote's in step 3, a saved recipient's on /recipients). */
export type RecipientTarget = Pick<QuotePart, 'destinationCountry' | 'destinationCurrency' | 'payoutType'>;

/**
 * The form of a destination country and payout type, at the currency named (else the first of the
 * country's currencies that pays out that way); undefined when the portal does not send there that
 * way (any more).
 */
export function targetFor(destinations: readonly Destination[], countryIso2: string, payoutType: string, currency?: string): RecipientTarget | undefined {
  const type = PAYOUT_TYPES.find((t) => t === payoutType);
  if (!type) return undefined;
  const offering = destinations.filter((d) => d.countryIso2 === countryIso2 && offerOf(d, type) !== undefined);
  const destination = offering.find((d) => d.currency === currency) ?? (currency === undefined ? offering[0] : undefined);
  return destination ? { destinationCountry: destination.countryIso2, destinationCurrency: destination.currency, payoutType: type } : undefined;
}

/** A saved recipient's form: their country and payout type, at the destination's currency. */
export const targetOf = (recipient: Recipient, destinations: readonly Destination[]): RecipientTarget | undefined =>
  targetFor(destinations, recipient.countryIso2, recipient.payoutType);

/** The payout types a destination offers, in the back office's order. */
export const payoutTypesOf = (destination: Destination): PayoutType[] => destination.payouts.map((p) => p.payoutType);
