import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import {
  ACCOUNT_TYPES, BANKS, COLLECTION_POINTS, DESTINATIONS, DOCUMENT_TYPES, FUND_SOURCES, MOBILE_DIRECTORY, MOBILE_OPERATORS,
  PAYOUT_TYPES, PURPOSES_OF_TRANSACTION, REASONS_OF_USAGE, RELATIONSHIPS, TEST_CARDS, cardBrand,
  destinationOf, luhnValid, type PayoutType,
} from '../world/remittance-catalogue.ts';
import { beneficiaryGuid, type SandboxBeneficiary } from '../world/remittance-records.ts';
import { major, money, rateString } from '../world/money.ts';
import { success } from './envelope.ts';
import { transactionView } from './main-api-views.ts';
import type { DeskAnswer } from '../world/auth-desk';
import { fxRatesAtDesk, mobileOperatorsAtDesk, transactionOptionsAtDesk } from '../world/quote-desk.ts';
import {
  NAME_PATTERN, check, fail, invalid, optionalText, readJson, requireFields, text, type MainApp, type MainContext,
} from './main-api-http.ts';

const iso2Pattern = /^[A-Z]{2}$/;
const ACCOUNT_PATTERN = /^(?=.*[A-Za-z0-9]).{1,256}$/;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** A desk's answer for a route: its value, or the desk's refusal as the error envelope. */
export function fromAnswer<T>(answer: DeskAnswer<T>): T {
  if (answer.ok) return answer.value;
  fail(answer.errors.map(({ type, message, property_path }) => ({ type, message, property_path })), answer.errors[0]?.status ?? 400);
}

function beneficiaryView(b: SandboxBeneficiary) {
  const bank = b.bankCode ? BANKS[b.destinationIso2]?.find((x) => x.code === b.bankCode) : undefined;
  return {
    guid: b.guid, id: b.id, country_id: 700 + DESTINATIONS.findIndex((d) => d.iso2 === b.destinationIso2), country_iso2: b.destinationIso2,
    customer_guid: b.customerGuid, first_name: b.firstName, ...(b.middleName ? { middle_name: b.middleName } : {}), last_name: b.lastName,
    destination_country_iso2: b.destinationIso2, payout_type: b.payoutType,
    ...(b.mobile ? { mobile: b.mobile } : {}), ...(b.mobileNetworkCode ? { mobile_network_code: b.mobileNetworkCode } : {}),
    ...(b.accountNumber ? { account_number: b.accountNumber } : {}), ...(b.iban ? { iban: b.iban } : {}),
    ...(b.bankCode ? { bank_code: b.bankCode } : {}), ...(bank ? { bank_name: bank.name } : {}),
    ...(b.collectionPointCode ? { collection_point_code: b.collectionPointCode } : {}),
    ...(b.cardLast4 ? { card_last4: b.cardLast4 } : {}), ...(b.city ? { city: b.city } : {}),
    created_at: b.createdAt,
  };
}

type Field = {
  name: string; types: string[]; payout_types: PayoutType[]; required: boolean; label: string;
  constraints: { type: string; min?: number; max?: number; pattern?: string; format?: string; message?: string }[];
  data_source?: string; links: { search?: { href: string; method: 'GET' | 'POST' } };
};
const REQUIRED = { type: 'required', message: 'The {field} field is required' };
const LENGTH = { type: 'length', min: 1, max: 256 };
const NAME_RULE = { type: 'regex', pattern: "^[\\p{L}][\\p{L} '-]*$", message: 'Letters, spaces, hyphen and apostrophe only.' };
const ALNUM_RULE = { type: 'regex', pattern: '[A-Za-z0-9]', message: 'At least one letter or digit.' };
const SEARCH_LINK = { href: '/api/v1/beneficiaries/search', method: 'GET' as const };

function field(name: string, types: string[], payoutTypes: PayoutType[], required: boolean, constraints: Field['constraints'], extra: Partial<Field> = {}): Field {
  return { name, types, payout_types: payoutTypes, required, label: name.replace(/_/g, ' '), constraints: required ? [REQUIRED, ...constraints] : constraints, links: {}, ...extra };
}

function beneficiaryFields(country: string, payoutTypes: PayoutType[]): Field[] {
  const somali = country === 'SO' || country === 'SQ';
  const mobileTypes = country === 'SO' ? ['SomaliaHormuudMobile', 'SomaliaEdahabMobile', 'InternationalPhoneNumber'] : country === 'SQ' ? ['TelesomMobile', 'InternationalPhoneNumber'] : ['InternationalPhoneNumber'];
  const dialCode = destinationOf(country)?.dialCode ?? '';
  const fields: Field[] = [
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
    fields.push(field('account_number', country === 'ET' ? ['CbeAccountNumber', 'AccountNumber'] : ['AccountNumber'], ['bank'], true, [LENGTH, ALNUM_RULE]));
  }
  if (payoutTypes.includes('cash')) fields.push(field('city', ['City'], ['cash'], false, [LENGTH]));
  if (payoutTypes.includes('card')) fields.push(field('card_token', ['CardToken'], ['card'], true, []));
  return fields;
}

function transactionFields(country: string, payoutTypes: PayoutType[]): Field[] {
  const fields: Field[] = [
    field('purpose_of_transaction', ['PurposeOfTransaction'], [...payoutTypes], true, [], { data_source: 'purposes' }),
    field('relationship', ['Relationship'], [...payoutTypes], false, [], { data_source: 'relationships' }),
    field('sender_fund_source', ['SenderFundSource'], [...payoutTypes], false, [], { data_source: 'fund_sources' }),
    field('remarks', ['Remarks'], [...payoutTypes], false, [LENGTH, ALNUM_RULE]),
  ];
  if (payoutTypes.includes('cash') && COLLECTION_POINTS[country]) fields.push(field('collection_point_code', ['CollectionPointCode'], ['cash'], true, [], { data_source: 'collection_points' }));
  return fields;
}

function schemaDocument(c: MainContext, kind: 'beneficiary' | 'transaction') {
  const country = (c.req.query('and.destination_country_iso2.eq') ?? '').toUpperCase();
  if (!iso2Pattern.test(country)) fail([invalid('and.destination_country_iso2.eq', 'A destination country is required.')]);
  const destination = destinationOf(country);
  if (!destination) fail([{ type: 'InvalidCountry', property_path: 'and.destination_country_iso2.eq', message: 'We do not send to this country.' }], 404);
  const currency = c.req.query('and.destination_currency_code.eq');
  if (currency !== undefined && currency !== destination.currency) fail([{ type: 'CurrencyMismatch', property_path: 'and.destination_currency_code.eq', message: 'Currency mismatch with destination currency.' }]);
  const wanted = c.req.query('and.payout_type.eq');
  if (wanted !== undefined && !destination.payouts.some((p) => p.type === wanted)) fail([invalid('and.payout_type.eq', 'This payout type is not offered for the destination.')]);
  const payoutTypes = destination.payouts.map((p) => p.type).filter((t) => wanted === undefined || t === wanted);
  const data = kind === 'beneficiary' ? beneficiaryFields(country, payoutTypes) : transactionFields(country, payoutTypes);
  const sources = [...new Set(data.map((f) => f.data_source).filter((s): s is string => s !== undefined))];
  const meta: Record<string, unknown> = {
    _links: {
      'beneficiary.save': { href: '/api/v1/beneficiaries', method: 'POST' },
      'transaction.save': { href: '/api/v1/transactions', method: 'POST' },
      'tokenize_card.checkout': { href: '/api/v1/cards/tokenize', method: 'POST' },
      search: SEARCH_LINK,
    },
    _constraints: Object.fromEntries(data.map((f) => [f.name, f.constraints])),
    _data_sources: Object.fromEntries(sources.map((s) => [s, { href: `/api/v1/data-sources/${s}?and.destination_country_iso2.eq=${country}`, method: 'GET' }])),
  };
  if (kind === 'beneficiary') {
    meta.transaction_schema_url = `/api/v1/schemas/transaction?and.destination_country_iso2.eq=${country}${wanted ? `&and.payout_type.eq=${wanted}` : ''}`;
  }
  return { data, meta };
}

function dataSource(source: string, country: string): { value: string; label: string; city?: string }[] | undefined {
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

/** Checks a mobile number against the destination and the operator (Edahab prefixes and so on). */
function mobileErrors(mobile: string, country: string, networkCode: string | undefined, prefix: string) {
  const destination = destinationOf(country);
  if (!/^\+[0-9]{8,15}$/.test(mobile)) return [{ type: 'InvalidPhone', property_path: `${prefix}[mobile]`, message: 'Invalid phone number' }];
  if (destination && !mobile.startsWith(`+${destination.dialCode}`)) return [invalid(`${prefix}[mobile]`, 'Mobile country code must match the destination country.')];
  const operator = MOBILE_OPERATORS.find((o) => o.code === networkCode && o.countryIso2 === country);
  if (networkCode !== undefined && !operator) return [invalid(`${prefix}[mobile_network_code]`, 'Choose a network of the destination country.')];
  if (operator && !operator.prefixes.some((p) => mobile.startsWith(p))) {
    return [invalid(`${prefix}[mobile]`, `${operator.name} numbers start with ${operator.prefixes.join(', ')}.`)];
  }
  return [];
}

export function registerRemitRoutes(app: MainApp, world: SandboxWorld): void {
  const currency = (c: MainContext) => world.currencyOf(c.get('customer'));
  const own = (customer: SandboxCustomer) => world.records.beneficiaries.filter((b) => b.customerId === customer.id);

  app.post('/remit/options/get-rates', async (c) => {
    const body = await readJson(c);
    const wanted = optionalText(body.destination_country_iso2)?.toUpperCase();
    if (wanted !== undefined && !destinationOf(wanted)) fail([{ type: 'InvalidCountry', property_path: 'destination_country_iso2', message: 'We do not send to this country.' }]);
    const from = currency(c);
    const rates = DESTINATIONS.filter((d) => wanted === undefined || d.iso2 === wanted)
      .map((d) => ({ source_currency_code: from, destination_currency_code: d.currency, destination_country_iso2: d.iso2, rate: rateString(from, d.currency) }));
    return success(c, { rates });
  });

  app.get('/api/v1/fx-rates', (c) => {
    const query = { country: c.req.query('and.destination_country_iso2.eq'), sort: c.req.query('sort') };
    return success(c, fromAnswer(fxRatesAtDesk(world, c.get('customer'), query)));
  });

  app.post('/remit/options/get-source-countries', async (c) => {
    await readJson(c);
    const countries = world.countries.map((s) => ({ iso2: s.iso2, name: s.name, currency: s.currency, bank_id_login: s.bankIdLogin, bank_id_registration: s.bankIdRegistration, dial_code: s.dialCode }));
    return success(c, { countries });
  });

  app.get('/remit/options/get-purpose-of-account', (c) => success(c, { purposes: REASONS_OF_USAGE.map((r) => ({ key: slug(r), name: r })) }));

  app.post('/remit/options/get-mobile-operators', async (c) => success(c, fromAnswer(mobileOperatorsAtDesk(world, await readJson(c)))));

  app.get('/remit/options/card-payment-provider', (c) => {
    const project = c.req.param('project');
    const provider = project === 'remit-us' ? 'vantiv' : project === 'remit-ca' ? 'fiserv' : 'checkout';
    return success(c, { card_payment_provider: provider });
  });

  app.post('/remit/options/get-transaction-options', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(transactionOptionsAtDesk(world, c.req.param('project') ?? '', body)));
  });

  app.get('/remit/options/promotions', (c) => {
    const customer = c.get('customer');
    const cur = currency(c);
    const data = world.records.promotions.filter((p) => p.customerId === customer.id).map((p) => ({
      code: p.code, title: p.title, description: p.description,
      discount: money(p.discountMajor === 'fee' ? 0 : major(p.discountMajor, cur), cur),
      expires_at: p.expiresAt, uses_left: p.usesLeft,
    }));
    return success(c, { data });
  });

  app.get('/api/v1/beneficiaries', (c) => {
    const customer = c.get('customer');
    let list = own(customer);
    const guid = c.req.query('and.customer_guid.eq');
    if (guid !== undefined && guid !== customer.guid) list = [];
    const country = c.req.query('and.country_iso2.eq');
    if (country !== undefined) list = list.filter((b) => b.destinationIso2 === country.toUpperCase());
    const id = c.req.query('and.id.eq');
    if (id !== undefined) {
      if (!/^[0-9]+$/.test(id)) fail([invalid('and.id.eq', 'An integer is required.')]);
      list = list.filter((b) => b.id === Number(id));
    }
    return success(c, { data: list.map(beneficiaryView) });
  });

  app.get('/api/v1/schemas/beneficiary', (c) => success(c, schemaDocument(c, 'beneficiary')));
  app.get('/api/v1/schemas/transaction', (c) => success(c, schemaDocument(c, 'transaction')));

  app.get('/api/v1/data-sources/:source', (c) => {
    const country = (c.req.query('and.destination_country_iso2.eq') ?? '').toUpperCase();
    if (!iso2Pattern.test(country)) fail([invalid('and.destination_country_iso2.eq', 'A destination country is required.')]);
    const data = dataSource(c.req.param('source'), country);
    if (!data) fail([{ type: 'InvalidValue', property_path: 'source', message: 'Unknown data source.' }], 404);
    return success(c, { data });
  });

  app.post('/api/v1/beneficiaries', async (c) => {
    const body = await readJson(c);
    const input = body.beneficiary;
    if (!input || typeof input !== 'object' || Array.isArray(input)) fail([{ type: 'ValueNotBeBlank', property_path: 'beneficiary', message: 'The beneficiary field is required' }]);
    const b = input as Record<string, unknown>;
    const customer = c.get('customer');
    const errors = requireFields(b, ['first_name', 'last_name', 'destination_country_iso2', 'payout_type'], 'beneficiary');
    check(errors);
    for (const f of ['first_name', 'last_name', 'middle_name']) {
      if (b[f] !== undefined && text(b[f]) !== '' && !NAME_PATTERN.test(text(b[f]))) errors.push(invalid(`beneficiary[${f}]`, 'Letters, spaces, hyphen and apostrophe only.'));
    }
    const country = text(b.destination_country_iso2).toUpperCase();
    const destination = destinationOf(country);
    if (!destination) fail([{ type: 'InvalidCountry', property_path: 'beneficiary[destination_country_iso2]', message: 'We do not send to this country.' }]);
    const payoutType = text(b.payout_type) as PayoutType;
    if (!PAYOUT_TYPES.includes(payoutType) || !destination.payouts.some((p) => p.type === payoutType)) errors.push(invalid('beneficiary[payout_type]', 'This payout type is not offered for the destination.'));
    check(errors);
    const mobile = optionalText(b.mobile);
    const network = optionalText(b.mobile_network_code);
    let cardLast4: string | undefined;
    if (payoutType === 'mobile') {
      check(requireFields(b, ['mobile', 'mobile_network_code'], 'beneficiary'));
      check(mobileErrors(mobile!, country, network, 'beneficiary'));
    }
    if (payoutType === 'bank') {
      check(requireFields(b, ['account_number', 'bank_code'], 'beneficiary'));
      if (!ACCOUNT_PATTERN.test(text(b.account_number))) errors.push(invalid('beneficiary[account_number]', 'At least one letter or digit.'));
      if (!(BANKS[country] ?? []).some((x) => x.code === text(b.bank_code))) errors.push(invalid('beneficiary[bank_code]', 'Choose a bank of the destination country.'));
    }
    if (payoutType === 'card') {
      check(requireFields(b, ['card_token'], 'beneficiary'));
      const token = world.payoutCardTokens.get(text(b.card_token));
      if (!token || token.customerId !== customer.id) errors.push(invalid('beneficiary[card_token]', 'Enter the card again.'));
      else if (token.issuerCountry !== country) {
        fail([{ type: 'IssuerCardCountryNotEqualBeneficiaryCountry', property_path: 'beneficiary[card_token]', message: 'The card was issued in another country than the recipient’s. Add a new card.' }], 422);
      } else cardLast4 = token.digits.slice(-4);
    }
    check(errors);
    const guid = optionalText(b.guid);
    const existing = guid ? own(customer).find((x) => x.guid === guid) : undefined;
    if (guid && !existing) fail([{ type: 'AccountNotFound', property_path: 'beneficiary[guid]', message: 'Recipient not found.' }], 404);
    const fields = {
      firstName: text(b.first_name), middleName: optionalText(b.middle_name), lastName: text(b.last_name), destinationIso2: country, payoutType,
      mobile: payoutType === 'mobile' ? mobile : undefined, mobileNetworkCode: payoutType === 'mobile' ? network : undefined,
      accountNumber: payoutType === 'bank' ? text(b.account_number) : undefined, bankCode: payoutType === 'bank' ? text(b.bank_code) : undefined,
      cardToken: payoutType === 'card' ? text(b.card_token) : undefined, cardLast4,
      city: optionalText(b.city),
    };
    const duplicate = own(customer).find((x) => x.guid !== guid && x.destinationIso2 === country && x.payoutType === payoutType
      && x.firstName.toLowerCase() === fields.firstName.toLowerCase() && x.lastName.toLowerCase() === fields.lastName.toLowerCase()
      && x.mobile === fields.mobile && x.accountNumber === fields.accountNumber);
    if (duplicate) fail([{ type: 'BeneficiaryAlreadyExists', property_path: 'beneficiary', message: 'This recipient already exists. Do you want to update it?' }], 409);
    if (existing) {
      Object.assign(existing, fields);
      return success(c, { beneficiary: beneficiaryView(existing) });
    }
    const id = world.records.beneficiaries.length + 1;
    const created: SandboxBeneficiary = { guid: beneficiaryGuid(id), id, customerId: customer.id, customerGuid: customer.guid, createdAt: new Date(world.now()).toISOString(), ...fields };
    world.records.beneficiaries.push(created);
    return success(c, { beneficiary: beneficiaryView(created) });
  });

  app.get('/api/v1/beneficiaries/search', (c) => {
    const country = (c.req.query('destination_country_iso2') ?? '').toUpperCase();
    const value = (c.req.query('value') ?? '').replace(/\s/g, '');
    const errors = [];
    if (!iso2Pattern.test(country)) errors.push(invalid('destination_country_iso2', 'A destination country is required.'));
    if (!value) errors.push({ type: 'ValueNotBeBlank', property_path: 'value', message: 'The value field is required' });
    check(errors);
    const destination = destinationOf(country);
    if (!destination) fail([{ type: 'InvalidCountry', property_path: 'destination_country_iso2', message: 'We do not send to this country.' }]);
    const cur = c.req.query('destination_currency_code');
    if (cur !== undefined && cur !== destination.currency) fail([{ type: 'CurrencyMismatch', property_path: 'destination_currency_code', message: 'Currency mismatch with destination currency.' }], 422);
    check(mobileErrors(value, country, c.req.query('mobile_network_code'), 'search').map((e) => ({ ...e, property_path: 'value' })));
    const found = MOBILE_DIRECTORY[value];
    if (!found) fail([{ type: 'AccountNotFound', property_path: 'value', message: 'Account not found.' }], 404);
    return success(c, { account: { first_name: found.first, last_name: found.last, account_name: `${found.first} ${found.last}`, restricted: found.restricted } });
  });

  app.post('/api/v1/transactions', async (c) => {
    const body = await readJson(c);
    const input = body.transaction;
    if (!input || typeof input !== 'object' || Array.isArray(input)) fail([{ type: 'ValueNotBeBlank', property_path: 'transaction', message: 'The transaction field is required' }]);
    const t = input as Record<string, unknown>;
    check(requireFields(t, ['reference'], 'transaction'));
    const customer = c.get('customer');
    const tx = world.records.transactions.find((x) => x.customerId === customer.id && x.reference === text(t.reference));
    if (!tx) fail([{ type: 'InvalidValue', property_path: 'transaction[reference]', message: 'Transfer not found.' }], 404);
    if (!['ATTEMPT', 'DRAFT', 'AWAITING'].includes(tx.status)) fail([{ type: 'StateMismatch', property_path: 'transaction[reference]', message: 'The transfer can no longer be changed.' }], 409);
    const purpose = optionalText(t.purpose_of_transaction);
    if (purpose !== undefined && !PURPOSES_OF_TRANSACTION.includes(purpose)) fail([invalid('transaction[purpose_of_transaction]', 'Choose a purpose from the list.')], 422);
    const point = optionalText(t.collection_point_code);
    if (point !== undefined && !(COLLECTION_POINTS[tx.destinationIso2] ?? []).some((p) => p.code === point)) fail([invalid('transaction[collection_point_code]', 'Choose a collection point of the destination country.')], 422);
    const remarks = optionalText(t.remarks);
    if (remarks !== undefined && !ACCOUNT_PATTERN.test(remarks)) fail([invalid('transaction[remarks]', 'At least one letter or digit.')], 422);
    if (purpose) tx.purpose = purpose;
    if (point) tx.collectionPointCode = point;
    if (remarks) tx.remarks = remarks;
    const network = optionalText(t.mobile_network_code);
    if (network) tx.mobileNetworkCode = network;
    return success(c, { transaction: transactionView(tx) });
  });

  app.post('/api/v1/cards/tokenize', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['card_number', 'expiry_month', 'expiry_year', 'holder_name']));
    const customer = c.get('customer');
    const digits = text(body.card_number).replace(/\s/g, '');
    if (!luhnValid(digits)) fail([invalid('card_number', 'Invalid card number.')], 422);
    const brand = cardBrand(digits);
    if (!brand) fail([invalid('card_number', 'We accept only Visa and Mastercard.')], 422);
    const month = Number(body.expiry_month);
    const year = Number(body.expiry_year);
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) fail([invalid('expiry_month', 'Invalid expiry date.')]);
    if (isExpired(month, year, world.now())) fail([{ type: 'CardExpired', property_path: 'expiry_month', message: 'The card has expired.' }], 422);
    const issuerCountry = TEST_CARDS.find((t) => t.number === digits)?.issuerCountry ?? 'SO';
    const beneficiaryGuidValue = optionalText(body.beneficiary_guid);
    if (beneficiaryGuidValue) {
      const beneficiary = own(customer).find((b) => b.guid === beneficiaryGuidValue);
      if (!beneficiary) fail([{ type: 'AccountNotFound', property_path: 'beneficiary_guid', message: 'Recipient not found.' }], 404);
      if (beneficiary.destinationIso2 !== issuerCountry) {
        fail([{ type: 'IssuerCardCountryNotEqualBeneficiaryCountry', property_path: 'card_number', message: 'The card was issued in another country than the recipient’s. Add a new card.' }], 422);
      }
    }
    const token = `ctok-${String(world.next('payout-card')).padStart(6, '0')}`;
    world.payoutCardTokens.set(token, { customerId: customer.id, digits, expMonth: month, expYear: year, holderName: text(body.holder_name), issuerCountry });
    return success(c, { card_token: token, last4: digits.slice(-4), brand, expiry: expiryOf(month, year), issuer_country_iso2: issuerCountry });
  });
}

export function expiryOf(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** A card is expired when its month is before the current month. */
export function isExpired(month: number, year: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
