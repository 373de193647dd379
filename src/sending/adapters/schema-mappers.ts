import { addressHref, type ApiAddress } from '@/shared/http/api-address';
import { z } from '@/shared/validation/zod';
import { PAYOUT_TYPES, type PayoutType } from '../domain/quote-part';
import type { CardToken, PayoutCard } from '../domain/schema/payout-card';
import type { AccountLookup, AccountSearch, SchemaLink } from '@/shared/schema-form/schema-document';
import { IDENTIFYING_FIELDS, type BeneficiaryInput, type SavedBeneficiary } from '../domain/schema/beneficiary';

/**
 * Step 3's new-recipient parts of the main API's answers (openapi/main-api.yaml:
 * searchBeneficiaryAccount, saveBeneficiary, tokenizePayoutCard, listBeneficiaries; the schema
 * document and data sources are read by src/shared/schema-form/schema-reader.ts), and the queries and bodies of those calls, used by the
 * HTTP adapter and the in-memory one alike (which reads the beneficiary-schema desk's
 * contract-shaped answers through the same schemas), so both modes map the same answer to the same
 * domain values.
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));
const optionalText = z.optional(z.string());
const payoutType = z.enum(PAYOUT_TYPES);

/** getBeneficiarySchema's query (the contract's filter names). */
export function schemaQuery(countryIso2: string, payout: PayoutType, currency: string) {
  return { 'and.destination_country_iso2.eq': countryIso2, 'and.payout_type.eq': payout, 'and.destination_currency_code.eq': currency };
}

/** An address as a GET link on the API (its path and query), to be followed like the schema's links. */
export function getLinkOf(address: ApiAddress): SchemaLink {
  return { href: addressHref(address), method: 'GET' };
}

/** The search link's parameters (searchBeneficiaryAccount's names): the query string of a GET, the body of a POST. */
export function searchParams(query: AccountSearch): Record<string, string> {
  return {
    destination_country_iso2: query.destinationCountry,
    value: query.value,
    ...(query.mobileNetworkCode !== undefined ? { mobile_network_code: query.mobileNetworkCode } : {}),
    ...(query.destinationCurrency !== undefined ? { destination_currency_code: query.destinationCurrency } : {}),
  };
}

export const accountLookupSchema = z.object({
  account: z.object({ first_name: z.string(), last_name: z.string(), account_name: z.string(), restricted: z.boolean() }),
});

export function accountLookupFrom(data: z.infer<typeof accountLookupSchema>): AccountLookup {
  const a = data.account;
  return { firstName: a.first_name, lastName: a.last_name, accountName: a.account_name, restricted: a.restricted };
}

/** saveBeneficiary's body: the form's values by field name, the destination and payout type, the guid of an update. */
export function saveBody(input: BeneficiaryInput) {
  return {
    beneficiary: {
      ...input.values,
      destination_country_iso2: input.destinationCountry,
      payout_type: input.payoutType,
      ...(input.guid !== undefined ? { guid: input.guid } : {}),
    },
  };
}

const beneficiarySchema = z.object({
  guid: z.string(),
  id: z.int(),
  first_name: z.string(),
  middle_name: optionalText,
  last_name: z.string(),
  destination_country_iso2: iso2,
  payout_type: payoutType,
  mobile: optionalText,
  mobile_wallet_number: optionalText,
  account_number: optionalText,
  iban: optionalText,
});

type BeneficiaryData = z.infer<typeof beneficiarySchema>;

export const savedBeneficiarySchema = z.object({ beneficiary: beneficiarySchema });
export const beneficiaryListSchema = z.object({ data: z.array(beneficiarySchema) });

export function savedBeneficiaryFrom(b: BeneficiaryData): SavedBeneficiary {
  const numbers: Record<string, string> = {};
  for (const name of IDENTIFYING_FIELDS) {
    const value = b[name as keyof BeneficiaryData];
    if (typeof value === 'string' && value !== '') numbers[name] = value;
  }
  return {
    id: String(b.id),
    guid: b.guid,
    firstName: b.first_name,
    middleName: b.middle_name !== undefined && b.middle_name !== '' ? b.middle_name : undefined,
    lastName: b.last_name,
    destinationCountry: b.destination_country_iso2,
    payoutType: b.payout_type,
    numbers,
  };
}

/** tokenizePayoutCard's body. */
export function tokenizeBody(card: PayoutCard) {
  return { card_number: card.number, expiry_month: card.expiryMonth, expiry_year: card.expiryYear, holder_name: card.holderName };
}

export const cardTokenSchema = z.object({
  card_token: z.string(),
  last4: z.string(),
  brand: z.string(),
  expiry: z.string(),
  issuer_country_iso2: iso2,
});

export function cardTokenFrom(data: z.infer<typeof cardTokenSchema>): CardToken {
  return { token: data.card_token, last4: data.last4, brand: data.brand, expiry: data.expiry, issuerCountry: data.issuer_country_iso2 };
}

