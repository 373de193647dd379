import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { cardBrand, cardNumberValid } from '../../shared/kernel/card-number.ts';
import { beneficiaryView, type BeneficiaryView } from './beneficiary-desk.ts';
import {
  ACCOUNT_TYPES, BANKS, COLLECTION_POINTS, DOCUMENT_TYPES, FUND_SOURCES, MOBILE_DIRECTORY, MOBILE_OPERATORS, PAYOUT_TYPES, PURPOSES_OF_TRANSACTION,
  RELATIONSHIPS, TEST_CARDS, destinationOf, type PayoutType,
} from './remittance-catalogue.ts';
import { beneficiaryGuid, type SandboxBeneficiary } from './remittance-records.ts';
import type { SandboxWorld } from './world';

/**
 * The back office's beneficiary-schema desk: the form schemas of a beneficiary and of a
 * transaction's payout details for a destination (GET /api/v1/schemas/beneficiary, .../transaction),
 * the data sources they link to, the account-name search, the payout card's tokenization and the
 * beneficiary save the schema's links point at. The HTTP sandbox (src/sandbox/server/main-api-remit.ts)
 * and the in-memory beneficiary-schema gateway both ask it, so both modes give the same answers and
 * refusals. Values are contract-shaped (openapi/main-api.yaml, snake_case).
 *
 * Lookups: Somali mobiles are searched in the catalogue's MOBILE_DIRECTORY (Edahab's forced lookup,
 * a restricted account included); Ethiopian bank accounts (CbeAccountNumber, an optional lookup) in
 * this desk's ACCOUNT_DIRECTORY; an account whose currency is not the destination's is a
 * CurrencyMismatch.
 */

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const invalid = (property_path: string, message: string, status: DeskError['status'] = 400): DeskError => ({ status, type: 'InvalidValue', property_path, message });
const invalidCountry = (property_path: string, status: DeskError['status'] = 400): DeskError => ({ status, type: 'InvalidCountry', property_path, message: 'We do not send to this country.' });
const currencyMismatch = (property_path: string, status: DeskError['status']): DeskError => ({ status, type: 'CurrencyMismatch', property_path, message: 'Currency mismatch with destination currency.' });

const ISO2 = /^[A-Z]{2}$/;
const NAME_PATTERN = /^[\p{L}][\p{L} '-]{0,255}$/u;
const ACCOUNT_PATTERN = /^(?=.*[A-Za-z0-9]).{1,256}$/;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** ValueNotBeBlank for missing fields (a number, boolean or object counts as given); paths `prefix[field]`. */
function blankFields(body: Record<string, unknown>, fields: readonly string[], prefix?: string): DeskError[] {
  return fields
    .filter((f) => text(body[f]) === '' && typeof body[f] !== 'number' && typeof body[f] !== 'boolean' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f) => ({ status: 400, type: 'ValueNotBeBlank', property_path: prefix ? `${prefix}[${f}]` : f, message: `The ${f.replace(/_/g, ' ')} field is required` }));
}

// ---- schemas --------------------------------------------------------------------------------------------

/** A server-given link (openapi/main-api.yaml: Link). */
export interface LinkView {
  readonly href: string;
  readonly method: 'GET' | 'POST';
}

/** openapi/main-api.yaml: SchemaConstraint. */
export interface ConstraintView {
  readonly type: 'required' | 'length' | 'regex' | 'date_format' | 'one_of';
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly message?: string;
  readonly values?: string[];
}

/** openapi/main-api.yaml: SchemaField. */
export interface SchemaFieldView {
  readonly name: string;
  readonly types: string[];
  readonly payout_types: PayoutType[];
  readonly required: boolean;
  readonly label: string;
  readonly constraints: ConstraintView[];
  readonly data_source?: string;
  readonly links: { search?: LinkView };
}

/** openapi/main-api.yaml: SchemaDocument. */
export interface SchemaDocumentView {
  readonly data: SchemaFieldView[];
  readonly meta: {
    readonly _links: Record<string, LinkView>;
    readonly _constraints: Record<string, ConstraintView[]>;
    readonly _data_sources: Record<string, LinkView>;
    readonly transaction_schema_url?: string;
  };
}

/** The schema calls' filters as the query string carries them. */
export interface SchemaQuery {
  readonly 'and.destination_country_iso2.eq'?: string;
  readonly 'and.payout_type.eq'?: string;
  readonly 'and.destination_currency_code.eq'?: string;
}

const REQUIRED: ConstraintView = { type: 'required', message: 'The {field} field is required' };
const LENGTH: ConstraintView = { type: 'length', min: 1, max: 256 };
const NAME_RULE: ConstraintView = { type: 'regex', pattern: "^[\\p{L}][\\p{L} '-]*$", message: 'Letters, spaces, hyphen and apostrophe only.' };
const ALNUM_RULE: ConstraintView = { type: 'regex', pattern: '[A-Za-z0-9]', message: 'At least one letter or digit.' };
export const SEARCH_LINK: LinkView = { href: '/api/v1/beneficiaries/search', method: 'GET' };

function field(name: string, types: string[], payoutTypes: PayoutType[], required: boolean, constraints: ConstraintView[], extra: Partial<SchemaFieldView> = {}): SchemaFieldView {
  return { name, types, payout_types: payoutTypes, required, label: name.replace(/_/g, ' '), constraints: required ? [REQUIRED, ...constraints] : constraints, links: {}, ...extra };
}

/**
 * A beneficiary's fields: the names for every payout type; the network and number of a mobile
 * (Somali mobiles are product mobiles with a search link: Edahab's lookup is forced), the bank and
 * account of a bank deposit (Ethiopia's are CBE accounts with an optional lookup), the city of a
 * cash collection (with the collection points' cities to choose from), the card of a card payout.
 */
function beneficiaryFields(country: string, payoutTypes: PayoutType[]): SchemaFieldView[] {
  const somali = country === 'SO' || country === 'SQ';
  const mobileTypes = country === 'SO' ? ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'] : country === 'SQ' ? ['TelesomMobile', 'InternationalPhoneNumber'] : ['InternationalPhoneNumber'];
  const dialCode = destinationOf(country)?.dialCode ?? '';
  const fields: SchemaFieldView[] = [
    field('destination_country_iso2', ['CountryIso2'], [...payoutTypes], true, []),
    field('first_name', ['FirstName'], [...payoutTypes], true, [LENGTH, NAME_RULE]),
    field('middle_name', ['MiddleName'], [...payoutTypes], false, [LENGTH, NAME_RULE]),
    field('last_name', ['LastName'], [...payoutTypes], true, [LENGTH, NAME_RULE]),
  ];
  if (payoutTypes.includes('mobile')) {
    fields.push(field('mobile_network_code', ['MobileNetworkCode'], ['mobile'], true, [], { data_source: 'mobile_networks' }));
    fields.push(field('mobile', mobileTypes, ['mobile'], true, [{ type: 'regex', pattern: `^\\+${dialCode}[0-9]{7,10}$`, message: 'Mobile country code must match the destination country.' }], somali ? { links: { search: SEARCH_LINK } } : {}));
  }
  if (payoutTypes.includes('bank')) {
    fields.push(field('bank_code', ['BankCode'], ['bank'], true, [], { data_source: 'banks' }));
    fields.push(field('account_number', country === 'ET' ? ['CbeAccountNumber'] : ['AccountNumber'], ['bank'], true, [LENGTH, ALNUM_RULE], country === 'ET' ? { links: { search: SEARCH_LINK } } : {}));
  }
  if (payoutTypes.includes('cash')) fields.push(field('city', ['City'], ['cash'], false, [LENGTH], COLLECTION_POINTS[country] ? { data_source: 'collection_points' } : {}));
  if (payoutTypes.includes('card')) fields.push(field('card_token', ['CardToken'], ['card'], true, []));
  return fields;
}

function transactionFields(country: string, payoutTypes: PayoutType[]): SchemaFieldView[] {
  const fields: SchemaFieldView[] = [
    field('purpose_of_transaction', ['PurposeOfTransaction'], [...payoutTypes], true, [], { data_source: 'purposes' }),
    field('relationship', ['Relationship'], [...payoutTypes], false, [], { data_source: 'relationships' }),
    field('sender_fund_source', ['SenderFundSource'], [...payoutTypes], false, [], { data_source: 'fund_sources' }),
    field('remarks', ['Remarks'], [...payoutTypes], false, [LENGTH, ALNUM_RULE]),
  ];
  if (payoutTypes.includes('cash') && COLLECTION_POINTS[country]) fields.push(field('collection_point_code', ['CollectionPointCode'], ['cash'], true, [], { data_source: 'collection_points' }));
  // A mobile payout's network may change before the payout (the save checks it serves the recipient's number).
  if (payoutTypes.includes('mobile')) fields.push(field('mobile_network_code', ['MobileNetworkCode'], ['mobile'], true, [], { data_source: 'mobile_networks' }));
  // The recipient's street address matters where the payout partner meets them or their bank: a cash
  // collection (the agent checks the address on the ID) and an account (bank deposit). The house or
  // building number is required there, a flat number optional; a mobile or card payout asks for neither.
  // create sends them in payout_details (openapi/main-api.yaml: createTransaction).
  const addressed = payoutTypes.filter((t) => ADDRESSED_PAYOUTS.includes(t));
  if (addressed.length > 0) {
    fields.push(field('house_number', ['String'], addressed, true, [LENGTH, ALNUM_RULE], { label: 'House or building number' }));
    fields.push(field('flat_number', ['String'], addressed, false, [LENGTH, ALNUM_RULE], { label: 'Flat number' }));
  }
  return fields;
}

/** The payout types whose transaction schema asks for the recipient's house or building number (and an optional flat number). */
export const ADDRESSED_PAYOUTS: readonly PayoutType[] = ['cash', 'bank'];

/**
 * The transaction schema's fields for a destination and payout type (the create checks its required
 * ones): the same list GET /api/v1/schemas/transaction answers.
 */
export function transactionFieldsOf(country: string, payoutType: PayoutType): readonly SchemaFieldView[] {
  return transactionFields(country, [payoutType]);
}

/**
 * Where the sandbox's beneficiary schemas say the transaction schema is (their
 * transaction_schema_url): not the contract's GET /api/v1/schemas/transaction, which the sandbox
 * also answers (a client falls back to it when a beneficiary schema names no URL), so a client
 * that reads the fixed path instead of following the URL is seen (getLinkedTransactionSchema).
 */
export const LINKED_TRANSACTION_SCHEMA_PATH = '/api/v2/schemas/transaction';

/** The sandbox's paths of the transaction schema: the contract's fallback and the one its beneficiary schemas name. */
export const TRANSACTION_SCHEMA_PATHS: readonly string[] = ['/api/v1/schemas/transaction', LINKED_TRANSACTION_SCHEMA_PATH];

/**
 * A GET of a path below the API (as an in-memory adapter follows a server-given address): the
 * transaction schema at either of its paths; another path is no call the sandbox knows (the 404
 * its routes answer).
 */
export function transactionSchemaAtPath(world: SandboxWorld, path: string, query: SchemaQuery): DeskAnswer<SchemaDocumentView> {
  if (TRANSACTION_SCHEMA_PATHS.includes(path)) return schemaAtDesk(world, query, 'transaction');
  return refuse({ status: 404, type: 'InvalidValue', message: `No such call: GET ${path}` });
}

/**
 * GET /api/v1/schemas/beneficiary, /api/v1/schemas/transaction and /api/v2/schemas/transaction: the form schema of a
 * destination (a two-letter country we send to), for one payout type when asked, checked against
 * the destination's currency when given. The beneficiary schema says where the transaction one is
 * (the world's transactionSchemaUrls when a test set one for the country).
 */
export function schemaAtDesk(world: SandboxWorld, query: SchemaQuery, kind: 'beneficiary' | 'transaction'): DeskAnswer<SchemaDocumentView> {
  const country = (query['and.destination_country_iso2.eq'] ?? '').toUpperCase();
  if (!ISO2.test(country)) return refuse(invalid('and.destination_country_iso2.eq', 'A destination country is required.'));
  const destination = destinationOf(country);
  if (!destination) return refuse(invalidCountry('and.destination_country_iso2.eq', 404));
  const currency = query['and.destination_currency_code.eq'];
  if (currency !== undefined && currency !== destination.currency) return refuse(currencyMismatch('and.destination_currency_code.eq', 400));
  const wanted = query['and.payout_type.eq'];
  if (wanted !== undefined && !destination.payouts.some((p) => p.type === wanted)) return refuse(invalid('and.payout_type.eq', 'This payout type is not offered for the destination.'));
  const payoutTypes = destination.payouts.map((p) => p.type).filter((t) => wanted === undefined || t === wanted);
  const data = kind === 'beneficiary' ? beneficiaryFields(country, payoutTypes) : transactionFields(country, payoutTypes);
  const sources = [...new Set(data.map((f) => f.data_source).filter((s): s is string => s !== undefined))];
  const meta: SchemaDocumentView['meta'] = {
    _links: {
      'beneficiary.save': { href: '/api/v1/beneficiaries', method: 'POST' },
      'transaction.save': { href: '/api/v1/transactions', method: 'POST' },
      'tokenize_card.checkout': { href: '/api/v1/cards/tokenize', method: 'POST' },
      search: SEARCH_LINK,
    },
    _constraints: Object.fromEntries(data.map((f) => [f.name, f.constraints])),
    _data_sources: Object.fromEntries(sources.map((s) => [s, { href: `/api/v1/data-sources/${s}?and.destination_country_iso2.eq=${country}`, method: 'GET' as const }])),
    ...(kind === 'beneficiary'
      ? { transaction_schema_url: world.transactionSchemaUrls.get(country) ?? `${LINKED_TRANSACTION_SCHEMA_PATH}?and.destination_country_iso2.eq=${country}${wanted ? `&and.payout_type.eq=${wanted}` : ''}` }
      : {}),
  };
  return answer({ data, meta });
}

// ---- data sources ---------------------------------------------------------------------------------------

/** openapi/main-api.yaml: DataSourceItem. */
export interface DataSourceItemView {
  readonly value: string;
  readonly label: string;
  readonly city?: string;
}

function dataSource(source: string, country: string): DataSourceItemView[] | undefined {
  const list = (values: readonly string[]) => values.map((v) => ({ value: slug(v), label: v }));
  switch (source) {
    case 'mobile_networks': return MOBILE_OPERATORS.filter((o) => o.countryIso2 === country).map((o) => ({ value: o.code, label: o.name }));
    case 'banks': return (BANKS[country] ?? []).map((b) => ({ value: b.code, label: b.name }));
    case 'collection_points': return (COLLECTION_POINTS[country] ?? []).map((p) => ({ value: p.code, label: p.name, city: p.city }));
    case 'purposes': return PURPOSES_OF_TRANSACTION.map((v) => ({ value: v, label: v }));
    case 'provinces': return [];
    case 'document_types': return list(DOCUMENT_TYPES);
    case 'relationships': return list(RELATIONSHIPS);
    case 'fund_sources': return list(FUND_SOURCES);
    case 'account_types': return list(ACCOUNT_TYPES);
    default: return undefined;
  }
}

/** GET /api/v1/data-sources/:source: a data source's options for a destination; an unknown source is a 404. */
export function dataSourceAtDesk(_world: SandboxWorld, source: string, query: { readonly 'and.destination_country_iso2.eq'?: string }): DeskAnswer<{ data: DataSourceItemView[] }> {
  const country = (query['and.destination_country_iso2.eq'] ?? '').toUpperCase();
  if (!ISO2.test(country)) return refuse(invalid('and.destination_country_iso2.eq', 'A destination country is required.'));
  const data = dataSource(source, country);
  if (!data) return refuse(invalid('source', 'Unknown data source.', 404));
  return answer({ data });
}

// ---- account search -------------------------------------------------------------------------------------

interface DirectoryEntry {
  readonly first: string;
  readonly last: string;
  readonly restricted: boolean;
  /** The account's currency when it is not the destination's. */
  readonly currency?: string;
  /** The payout partner cannot verify the account's code: a transfer to it is refused AccountCodeNotVerified. */
  readonly unverifiable?: boolean;
}

/** Mobile wallets the search knows besides the catalogue's: one held in Somali shillings. */
const MORE_MOBILES: Readonly<Record<string, DirectoryEntry>> = {
  '+252669998877': { first: 'Ayaan', last: 'Dirie', restricted: false, currency: 'SOS' },
};

/** Bank accounts the search knows, by destination and account number. */
export const ACCOUNT_DIRECTORY: Readonly<Record<string, DirectoryEntry>> = {
  'ET:1000123456789': { first: 'Meron', last: 'Tesfaye', restricted: false },
  'ET:1000234567890': { first: 'Selam', last: 'Bekele', restricted: true },
  'ET:1000345678901': { first: 'Dawit', last: 'Alemu', restricted: false, currency: 'USD' },
  'ET:1000456789012': { first: 'Tigist', last: 'Haile', restricted: false },
  'ET:1000567890123': { first: 'Yonas', last: 'Girma', restricted: false, unverifiable: true },
};

/** Whether the payout partner cannot verify a bank account's code (the directory's unverifiable accounts). */
export function isUnverifiableAccount(country: string, accountNumber: string | undefined): boolean {
  return accountNumber !== undefined && ACCOUNT_DIRECTORY[`${country}:${accountNumber.replace(/\s/g, '')}`]?.unverifiable === true;
}

/** A mobile number's refusals: not E.164, another country's code, a network of another country, a prefix the network does not have. */
function mobileErrors(mobile: string, country: string, networkCode: string | undefined, path: (field: 'mobile' | 'mobile_network_code') => string): DeskError[] {
  const destination = destinationOf(country);
  if (!/^\+[0-9]{8,15}$/.test(mobile)) return [{ status: 400, type: 'InvalidPhone', property_path: path('mobile'), message: 'Invalid phone number' }];
  if (destination && !mobile.startsWith(`+${destination.dialCode}`)) return [invalid(path('mobile'), 'Mobile country code must match the destination country.')];
  const operator = MOBILE_OPERATORS.find((o) => o.code === networkCode && o.countryIso2 === country);
  if (networkCode !== undefined && !operator) return [invalid(path('mobile_network_code'), 'Choose a network of the destination country.')];
  if (operator && !operator.prefixes.some((p) => mobile.startsWith(p))) {
    return [invalid(path('mobile'), `${operator.name} numbers start with ${operator.prefixes.join(', ')}.`)];
  }
  return [];
}

/** openapi/main-api.yaml: AccountLookup. */
export interface AccountLookupView {
  readonly first_name: string;
  readonly last_name: string;
  readonly account_name: string;
  readonly restricted: boolean;
}

/** The search link's parameters (GET: the query string). */
export interface AccountSearchQuery {
  readonly destination_country_iso2?: string;
  readonly value?: string;
  readonly mobile_network_code?: string;
  readonly destination_currency_code?: string;
}

/**
 * GET /api/v1/beneficiaries/search: the holder of a mobile wallet (a value starting with +) or of
 * a bank account at a destination. Not found is a 404 AccountNotFound; an account in another
 * currency than the destination's a 422 CurrencyMismatch.
 */
export function searchAccountAtDesk(_world: SandboxWorld, query: AccountSearchQuery): DeskAnswer<{ account: AccountLookupView }> {
  const country = (query.destination_country_iso2 ?? '').toUpperCase();
  const value = (query.value ?? '').replace(/\s/g, '');
  const errors: DeskError[] = [];
  if (!ISO2.test(country)) errors.push(invalid('destination_country_iso2', 'A destination country is required.'));
  if (!value) errors.push({ status: 400, type: 'ValueNotBeBlank', property_path: 'value', message: 'The value field is required' });
  if (errors.length > 0) return refuse(...errors);
  const destination = destinationOf(country);
  if (!destination) return refuse(invalidCountry('destination_country_iso2'));
  const wanted = query.destination_currency_code;
  if (wanted !== undefined && wanted !== destination.currency) return refuse(currencyMismatch('destination_currency_code', 422));
  let found: DirectoryEntry | undefined;
  if (value.startsWith('+')) {
    const refused = mobileErrors(value, country, query.mobile_network_code, () => 'value');
    if (refused.length > 0) return refuse(...refused);
    found = MOBILE_DIRECTORY[value] ?? MORE_MOBILES[value];
  } else {
    if (!ACCOUNT_PATTERN.test(value)) return refuse(invalid('value', 'At least one letter or digit.'));
    found = ACCOUNT_DIRECTORY[`${country}:${value}`];
  }
  if (!found) return refuse({ status: 404, type: 'AccountNotFound', property_path: 'value', message: 'Account not found.' });
  if (found.currency !== undefined && found.currency !== destination.currency) return refuse(currencyMismatch('value', 422));
  return answer({ account: { first_name: found.first, last_name: found.last, account_name: `${found.first} ${found.last}`, restricted: found.restricted } });
}

// ---- payout cards ---------------------------------------------------------------------------------------

export function expiryOf(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** A card is expired when its month is before the current month. */
export function isExpired(month: number, year: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** tokenizePayoutCard's answer. */
export interface PayoutCardTokenView {
  readonly card_token: string;
  readonly last4: string;
  readonly brand: 'visa' | 'mastercard';
  readonly expiry: string;
  readonly issuer_country_iso2: string;
}

/**
 * POST /api/v1/cards/tokenize (link tokenize_card.checkout): a card payout's card. Luhn-valid Visa
 * or Mastercard numbers only, not expired; a test card's issuer country is its own (others: SO).
 * For an existing beneficiary the card must have been issued in the beneficiary's country.
 */
export function tokenizeCardAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<PayoutCardTokenView> {
  const blank = blankFields(body, ['card_number', 'expiry_month', 'expiry_year', 'holder_name']);
  if (blank.length > 0) return refuse(...blank);
  const digits = text(body.card_number).replace(/\s/g, '');
  if (!cardNumberValid(digits)) return refuse(invalid('card_number', 'Invalid card number.', 422));
  const brand = cardBrand(digits);
  if (!brand) return refuse(invalid('card_number', 'We accept only Visa and Mastercard.', 422));
  const month = Number(body.expiry_month);
  const year = Number(body.expiry_year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return refuse(invalid('expiry_month', 'Invalid expiry date.'));
  if (isExpired(month, year, world.now())) return refuse({ status: 422, type: 'CardExpired', property_path: 'expiry_month', message: 'The card has expired.' });
  const issuerCountry = TEST_CARDS.find((t) => t.number === digits)?.issuerCountry ?? 'SO';
  const beneficiaryGuidValue = optionalText(body.beneficiary_guid);
  if (beneficiaryGuidValue) {
    const beneficiary = world.records.beneficiaries.find((b) => b.customerId === customer.id && b.guid === beneficiaryGuidValue);
    if (!beneficiary) return refuse({ status: 404, type: 'AccountNotFound', property_path: 'beneficiary_guid', message: 'Recipient not found.' });
    if (beneficiary.destinationIso2 !== issuerCountry) {
      return refuse({ status: 422, type: 'IssuerCardCountryNotEqualBeneficiaryCountry', property_path: 'card_number', message: 'The card was issued in another country than the recipient’s. Add a new card.' });
    }
  }
  const token = `ctok-${String(world.next('payout-card')).padStart(6, '0')}`;
  world.payoutCardTokens.set(token, { customerId: customer.id, digits, expMonth: month, expYear: year, holderName: text(body.holder_name), issuerCountry });
  return answer({ card_token: token, last4: digits.slice(-4), brand, expiry: expiryOf(month, year), issuer_country_iso2: issuerCountry });
}

// ---- saving a beneficiary -------------------------------------------------------------------------------

/**
 * POST /api/v1/beneficiaries (link beneficiary.save): a new beneficiary, or with a guid an update of
 * one of the customer's own. Names are letters, spaces, hyphens and apostrophes; a mobile must be of
 * the destination and its network's prefixes (Edahab: +25262, +25265, +25266); a bank deposit needs
 * a bank of the destination and an account with a letter or digit; a card payout a token of the
 * customer's issued in the destination. The same names and numbers for the same destination and
 * payout type already saved are a 409 BeneficiaryAlreadyExists.
 */
export function saveBeneficiaryAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ beneficiary: BeneficiaryView }> {
  const input = body.beneficiary;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'beneficiary', message: 'The beneficiary field is required' });
  const b = input as Record<string, unknown>;
  const own = world.records.beneficiaries.filter((x) => x.customerId === customer.id);
  const blank = blankFields(b, ['first_name', 'last_name', 'destination_country_iso2', 'payout_type'], 'beneficiary');
  if (blank.length > 0) return refuse(...blank);
  const errors: DeskError[] = [];
  for (const f of ['first_name', 'last_name', 'middle_name']) {
    if (b[f] !== undefined && text(b[f]) !== '' && !NAME_PATTERN.test(text(b[f]))) errors.push(invalid(`beneficiary[${f}]`, 'Letters, spaces, hyphen and apostrophe only.'));
  }
  const country = text(b.destination_country_iso2).toUpperCase();
  const destination = destinationOf(country);
  if (!destination) return refuse(invalidCountry('beneficiary[destination_country_iso2]'));
  const payoutType = text(b.payout_type) as PayoutType;
  if (!PAYOUT_TYPES.includes(payoutType) || !destination.payouts.some((p) => p.type === payoutType)) errors.push(invalid('beneficiary[payout_type]', 'This payout type is not offered for the destination.'));
  if (errors.length > 0) return refuse(...errors);
  const mobile = optionalText(b.mobile);
  const network = optionalText(b.mobile_network_code);
  let cardLast4: string | undefined;
  if (payoutType === 'mobile') {
    const missing = blankFields(b, ['mobile', 'mobile_network_code'], 'beneficiary');
    if (missing.length > 0) return refuse(...missing);
    const refused = mobileErrors(mobile!, country, network, (f) => `beneficiary[${f}]`);
    if (refused.length > 0) return refuse(...refused);
  }
  if (payoutType === 'bank') {
    const missing = blankFields(b, ['account_number', 'bank_code'], 'beneficiary');
    if (missing.length > 0) return refuse(...missing);
    if (!ACCOUNT_PATTERN.test(text(b.account_number))) errors.push(invalid('beneficiary[account_number]', 'At least one letter or digit.'));
    if (!(BANKS[country] ?? []).some((x) => x.code === text(b.bank_code))) errors.push(invalid('beneficiary[bank_code]', 'Choose a bank of the destination country.'));
  }
  if (payoutType === 'card') {
    const missing = blankFields(b, ['card_token'], 'beneficiary');
    if (missing.length > 0) return refuse(...missing);
    const token = world.payoutCardTokens.get(text(b.card_token));
    if (!token || token.customerId !== customer.id) errors.push(invalid('beneficiary[card_token]', 'Enter the card again.'));
    else if (token.issuerCountry !== country) {
      return refuse({ status: 422, type: 'IssuerCardCountryNotEqualBeneficiaryCountry', property_path: 'beneficiary[card_token]', message: 'The card was issued in another country than the recipient’s. Add a new card.' });
    } else cardLast4 = token.digits.slice(-4);
  }
  if (errors.length > 0) return refuse(...errors);
  const guid = optionalText(b.guid);
  const existing = guid ? own.find((x) => x.guid === guid) : undefined;
  if (guid && !existing) return refuse({ status: 404, type: 'AccountNotFound', property_path: 'beneficiary[guid]', message: 'Recipient not found.' });
  const fields = {
    firstName: text(b.first_name), middleName: optionalText(b.middle_name), lastName: text(b.last_name), destinationIso2: country, payoutType,
    mobile: payoutType === 'mobile' ? mobile : undefined, mobileNetworkCode: payoutType === 'mobile' ? network : undefined,
    accountNumber: payoutType === 'bank' ? text(b.account_number) : undefined, bankCode: payoutType === 'bank' ? text(b.bank_code) : undefined,
    cardToken: payoutType === 'card' ? text(b.card_token) : undefined, cardLast4,
    city: optionalText(b.city),
  };
  const duplicate = own.find((x) => x.guid !== guid && x.destinationIso2 === country && x.payoutType === payoutType
    && x.firstName.toLowerCase() === fields.firstName.toLowerCase() && x.lastName.toLowerCase() === fields.lastName.toLowerCase()
    && x.mobile === fields.mobile && x.accountNumber === fields.accountNumber);
  if (duplicate) return refuse({ status: 409, type: 'BeneficiaryAlreadyExists', property_path: 'beneficiary', message: 'This recipient already exists. Do you want to update it?' });
  if (existing) {
    Object.assign(existing, fields);
    return answer({ beneficiary: beneficiaryView(existing) });
  }
  const id = world.records.beneficiaries.length + 1;
  const created: SandboxBeneficiary = { guid: beneficiaryGuid(id), id, customerId: customer.id, customerGuid: customer.guid, createdAt: new Date(world.now()).toISOString(), ...fields };
  world.records.beneficiaries.push(created);
  return answer({ beneficiary: beneficiaryView(created) });
}
