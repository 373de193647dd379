import { addressHref, type ApiAddress } from '@/shared/http/api-address';
import { AppError } from '@/shared/kernel/app-error';
import { z } from '@/shared/validation/zod';
import { isPayoutType } from '@/shared/kernel/payout-type';
import { PAYOUT_TYPES, type PayoutType } from '../domain/quote-part';
import type { CardToken, PayoutCard } from '../domain/schema/payout-card';
import {
  IDENTIFYING_FIELDS, type AccountLookup, type AccountSearch, type BeneficiaryInput, type BeneficiarySchema, type DataSourceItem, type SavedBeneficiary,
  type SchemaConstraint, type SchemaLink,
} from '../domain/schema/schema-document';

/**
 * Step 3's new-recipient parts of the main API's answers (openapi/main-api.yaml:
 * getBeneficiarySchema's SchemaDocument, getDataSource, searchBeneficiaryAccount, saveBeneficiary,
 * tokenizePayoutCard, listBeneficiaries), and the queries and bodies of those calls, used by the
 * HTTP adapter and the in-memory one alike (which reads the beneficiary-schema desk's
 * contract-shaped answers through the same schemas), so both modes map the same answer to the same
 * domain values.
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));
const optionalText = z.optional(z.string());
const payoutType = z.enum(PAYOUT_TYPES);

const linkSchema = z.object({ href: z.string(), method: z.enum(['GET', 'POST']) });

const constraintSchema = z.object({
  type: z.string(),
  min: z.optional(z.int()),
  max: z.optional(z.int()),
  pattern: optionalText,
  format: optionalText,
  message: optionalText,
  values: z.optional(z.array(z.string())),
});

const fieldSchema = z.object({
  name: z.string(),
  types: z.array(z.string()),
  label: optionalText,
  // A payout type the portal does not know yet is kept out (its fields are then for no payout type the portal offers).
  payout_types: z.array(z.string()),
  required: z.boolean(),
  constraints: z.array(constraintSchema),
  data_source: optionalText,
  links: z.object({ search: z.optional(linkSchema) }),
});

export const schemaDocumentSchema = z.object({
  data: z.array(fieldSchema),
  meta: z.object({
    _links: z.record(z.string(), linkSchema),
    _constraints: z.record(z.string(), z.array(constraintSchema)),
    _data_sources: z.record(z.string(), linkSchema),
    transaction_schema_url: optionalText,
  }),
});

type ConstraintData = z.infer<typeof constraintSchema>;

const constraintFrom = (c: ConstraintData): SchemaConstraint => ({
  type: c.type,
  ...(c.min !== undefined ? { min: c.min } : {}),
  ...(c.max !== undefined ? { max: c.max } : {}),
  ...(c.pattern !== undefined ? { pattern: c.pattern } : {}),
  ...(c.format !== undefined ? { format: c.format } : {}),
  ...(c.message !== undefined ? { message: c.message } : {}),
  ...(c.values !== undefined ? { values: [...c.values] } : {}),
});

const linkFrom = (l: z.infer<typeof linkSchema>): SchemaLink => ({ href: l.href, method: l.method });
const mapValues = <A, B>(record: Record<string, A>, f: (a: A) => B): Record<string, B> => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));

export function beneficiarySchemaFrom(data: z.infer<typeof schemaDocumentSchema>): BeneficiarySchema {
  return {
    fields: data.data.map((f) => ({
      name: f.name,
      types: [...f.types],
      label: f.label,
      payoutTypes: f.payout_types.filter(isPayoutType),
      required: f.required,
      constraints: f.constraints.map(constraintFrom),
      dataSource: f.data_source,
      links: f.links.search ? { search: linkFrom(f.links.search) } : {},
    })),
    meta: {
      links: mapValues(data.meta._links, linkFrom),
      constraints: mapValues(data.meta._constraints, (list) => list.map(constraintFrom)),
      dataSources: mapValues(data.meta._data_sources, linkFrom),
      transactionSchemaUrl: data.meta.transaction_schema_url,
    },
  };
}

/** getBeneficiarySchema's query (the contract's filter names). */
export function schemaQuery(countryIso2: string, payout: PayoutType, currency: string) {
  return { 'and.destination_country_iso2.eq': countryIso2, 'and.payout_type.eq': payout, 'and.destination_currency_code.eq': currency };
}

/** An address as a GET link on the API (its path and query), to be followed like the schema's links. */
export function getLinkOf(address: ApiAddress): SchemaLink {
  return { href: addressHref(address), method: 'GET' };
}

export const dataSourceSchema = z.object({ data: z.array(z.object({ value: z.string(), label: z.string(), city: optionalText })) });

export function dataSourceFrom(data: z.infer<typeof dataSourceSchema>): DataSourceItem[] {
  return data.data.map((item) => ({ value: item.value, label: item.label, city: item.city }));
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

/**
 * A link the back office gave that is not a path of the same API: never followed (the session's
 * token would go with it), in either mode, before any call.
 */
export function unfollowableLink(link: SchemaLink): AppError {
  return new AppError('MalformedResponse', `The link ${link.method} ${link.href} is not a path of this API.`);
}

/** A link's path and its own query parameters (a link may carry filters, e.g. a data source's destination). */
export function linkParts(href: string): { readonly path: string; readonly query: Record<string, string> } {
  const url = new URL(href, 'http://link.invalid');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}
