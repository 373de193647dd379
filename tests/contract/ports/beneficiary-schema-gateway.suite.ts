import { expect, it } from 'vitest';
import { HttpBeneficiarySchemaGateway } from '@/sending/adapters/http-beneficiary-schema-gateway';
import { InMemoryBeneficiarySchemaGateway } from '@/sending/adapters/in-memory-beneficiary-schema-gateway';
import { BeneficiarySchemaGateway } from '@/sending/application/beneficiary-schema-gateway';
import type { PayoutType } from '@/sending/domain/quote-part';
import type { BeneficiaryInput } from '@/sending/domain/schema/beneficiary';
import type { BeneficiarySchema, SchemaLink } from '@/shared/schema-form/schema-document';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';

const SEARCH: SchemaLink = { href: '/api/v1/beneficiaries/search', method: 'GET' };
const SAVE: SchemaLink = { href: '/api/v1/beneficiaries', method: 'POST' };
const TOKENIZE: SchemaLink = { href: '/api/v1/cards/tokenize', method: 'POST' };
const source = (name: string, country: string): SchemaLink => ({ href: `/api/v1/data-sources/${name}?and.destination_country_iso2.eq=${country}`, method: 'GET' });

const REQUIRED = { type: 'required', message: 'The {field} field is required' };
const LENGTH = { type: 'length', min: 1, max: 256 };
const NAME_RULE = { type: 'regex', pattern: "^[\\p{L}][\\p{L} '-]*$", message: 'Letters, spaces, hyphen and apostrophe only.' };
const ALNUM_RULE = { type: 'regex', pattern: '[A-Za-z0-9]', message: 'At least one letter or digit.' };
const SO_MOBILE_RULE = { type: 'regex', pattern: '^\\+252[0-9]{7,10}$', message: 'Mobile country code must match the destination country.' };

/** A field as the domain reads it. */
const field = (name: string, types: string[], payoutTypes: string[], required: boolean, constraints: object[], extra: object = {}) => ({
  name, types, label: name.replace(/_/g, ' '), payoutTypes, required, constraints: required ? [REQUIRED, ...constraints] : constraints, dataSource: undefined, links: {}, ...extra,
});

const LINKS = {
  'beneficiary.save': SAVE,
  'transaction.save': { href: '/api/v1/transactions', method: 'POST' },
  'tokenize_card.checkout': TOKENIZE,
  search: SEARCH,
};

/** A new Edahab recipient in Somalia: the catalogue's directory knows the number. */
const edahab = (values: Record<string, string> = {}): BeneficiaryInput => ({
  destinationCountry: 'SO',
  payoutType: 'mobile',
  values: { destination_country_iso2: 'SO', first_name: 'Abdirahman', last_name: 'Warsame', mobile_network_code: 'EDH', mobile: '+252621234567', ...values },
});

export const suite = definePortSuite({
  port: BeneficiarySchemaGateway,
  name: 'BeneficiarySchemaGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpBeneficiarySchemaGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryBeneficiarySchemaGateway(world, credentials, sink),
  },
  behaviour(subject) {
    /** Step 4's read: the transaction schema where the destination's beneficiary schema says it is. */
    const linked = async (country: string, payout: PayoutType, currency: string) =>
      subject.adapter.transactionSchema(country, payout, currency, (await subject.adapter.schema(country, payout, currency)).meta.transactionSchemaUrl);
    const mine = () => subject.world.records.beneficiaries.filter((b) => b.customerId === subject.world.customersByEmail(AMINA)[0]!.id);

    it('describes Somalia by mobile: names, the network from a data source, a Somali product mobile with a search link, and the flow’s links', async () => {
      await subject.signIn(AMINA);
      const expected: BeneficiarySchema = {
        fields: [
          field('destination_country_iso2', ['CountryIso2'], ['mobile'], true, []),
          field('first_name', ['FirstName'], ['mobile'], true, [LENGTH, NAME_RULE]),
          field('middle_name', ['MiddleName'], ['mobile'], false, [LENGTH, NAME_RULE]),
          field('last_name', ['LastName'], ['mobile'], true, [LENGTH, NAME_RULE]),
          field('mobile_network_code', ['MobileNetworkCode'], ['mobile'], true, [], { dataSource: 'mobile_networks' }),
          field('mobile', ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'], ['mobile'], true, [SO_MOBILE_RULE], { links: { search: SEARCH } }),
        ] as BeneficiarySchema['fields'],
        meta: {
          links: LINKS as BeneficiarySchema['meta']['links'],
          constraints: {
            destination_country_iso2: [REQUIRED],
            first_name: [REQUIRED, LENGTH, NAME_RULE],
            middle_name: [LENGTH, NAME_RULE],
            last_name: [REQUIRED, LENGTH, NAME_RULE],
            mobile_network_code: [REQUIRED],
            mobile: [REQUIRED, SO_MOBILE_RULE],
          },
          dataSources: { mobile_networks: source('mobile_networks', 'SO') },
          transactionSchemaUrl: '/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile',
        },
      };
      expect(await subject.adapter.schema('SO', 'mobile', 'USD')).toEqual(expected);
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives Ethiopian bank deposits a CBE account with an optional lookup, cash collections a city from the collection points, card payouts a card token', async () => {
      await subject.signIn(AMINA);
      const bank = await subject.adapter.schema('ET', 'bank', 'ETB');
      expect(bank.fields.slice(4)).toEqual([
        field('bank_code', ['BankCode'], ['bank'], true, [], { dataSource: 'banks' }),
        field('account_number', ['CbeAccountNumber'], ['bank'], true, [LENGTH, ALNUM_RULE], { links: { search: SEARCH } }),
      ]);
      expect(bank.meta.dataSources).toEqual({ banks: source('banks', 'ET') });
      const cash = await subject.adapter.schema('SQ', 'cash', 'USD');
      expect(cash.fields.slice(4)).toEqual([field('city', ['City'], ['cash'], false, [LENGTH], { dataSource: 'collection_points' })]);
      const card = await subject.adapter.schema('KE', 'card', 'KES');
      expect(card.fields.map((f) => f.name)).toEqual(['destination_country_iso2', 'first_name', 'middle_name', 'last_name', 'card_token']);
      expect(card.fields[4]).toEqual(field('card_token', ['CardToken'], ['card'], true, []));
    });

    it('reads step 4’s transaction schema: the purposes, relationship, fund source and remarks; a cash payout’s collection point, house or building number and flat number', async () => {
      await subject.signIn(AMINA);
      const ALNUM_TEXT = [LENGTH, ALNUM_RULE];
      const common = (payout: string) => [
        field('purpose_of_transaction', ['PurposeOfTransaction'], [payout], true, [], { dataSource: 'purposes' }),
        field('relationship', ['Relationship'], [payout], false, [], { dataSource: 'relationships' }),
        field('sender_fund_source', ['SenderFundSource'], [payout], false, [], { dataSource: 'fund_sources' }),
        field('remarks', ['Remarks'], [payout], false, ALNUM_TEXT),
      ];
      const cash = await linked('SQ', 'cash', 'USD');
      expect(cash.fields).toEqual([
        ...common('cash'),
        field('collection_point_code', ['CollectionPointCode'], ['cash'], true, [], { dataSource: 'collection_points' }),
        field('house_number', ['String'], ['cash'], true, ALNUM_TEXT, { label: 'House or building number' }),
        field('flat_number', ['String'], ['cash'], false, ALNUM_TEXT, { label: 'Flat number' }),
      ]);
      expect(cash.meta.dataSources).toEqual({
        purposes: source('purposes', 'SQ'), relationships: source('relationships', 'SQ'), fund_sources: source('fund_sources', 'SQ'), collection_points: source('collection_points', 'SQ'),
      });
      expect(cash.meta.constraints.house_number).toEqual([REQUIRED, LENGTH, ALNUM_RULE]);
      expect(cash.meta.transactionSchemaUrl).toBeUndefined();
      const bank = await linked('ET', 'bank', 'ETB');
      expect(bank.fields.map((f) => `${f.name}${f.required ? '*' : ''}`)).toEqual(['purpose_of_transaction*', 'relationship', 'sender_fund_source', 'remarks', 'house_number*', 'flat_number']);
      const mobile = await linked('SO', 'mobile', 'USD');
      expect(mobile.fields).toEqual([...common('mobile'), field('mobile_network_code', ['MobileNetworkCode'], ['mobile'], true, [], { dataSource: 'mobile_networks' })]);
      // No beneficiary schema for France to name a URL: the contract's path for the destination refuses it.
      expect(await refusal(subject.adapter.transactionSchema('FR', 'mobile', 'EUR', undefined))).toEqual(
        serverRefusal('InvalidCountry', 404, 'We do not send to this country.', [
          { field: 'and.destination_country_iso2.eq', type: 'InvalidCountry', message: 'We do not send to this country.' },
        ]),
      );
      expect(subject.sink.reports).toEqual([]);
    });

    it('reads the transaction schema at the URL the beneficiary schema gives (a path or an absolute URL below the API’s base), not at a fixed path', async () => {
      await subject.signIn(AMINA);
      const url = (await subject.adapter.schema('SQ', 'cash', 'USD')).meta.transactionSchemaUrl;
      expect(url).toBe('/api/v2/schemas/transaction?and.destination_country_iso2.eq=SQ&and.payout_type.eq=cash');
      const names = (schema: BeneficiarySchema) => schema.fields.map((f) => f.name);
      const cashNames = ['purpose_of_transaction', 'relationship', 'sender_fund_source', 'remarks', 'collection_point_code', 'house_number', 'flat_number'];
      // The URL decides what is read: Somaliland's cash schema, though Somalia by mobile is the transfer's.
      expect(names(await subject.adapter.transactionSchema('SO', 'mobile', 'USD', url))).toEqual(cashNames);
      const base = subject.credentials.baseUrl()!.replace(/\/+$/, '');
      expect(names(await subject.adapter.transactionSchema('SO', 'mobile', 'USD', `${base}${url}`))).toEqual(cashNames);
      // None given: the contract's GET /api/v1/schemas/transaction for the transfer's destination.
      expect(names(await subject.adapter.transactionSchema('SQ', 'cash', 'USD', undefined))).toEqual(cashNames);
      expect(names(await subject.adapter.transactionSchema('SO', 'mobile', 'USD', ''))).toEqual([...cashNames.slice(0, 4), 'mobile_network_code']);
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses a transaction schema URL off the API’s base (another origin, scheme or project, protocol-relative, climbing out) before any call', async () => {
      await subject.signIn(AMINA);
      const base = new URL(subject.credentials.baseUrl()!);
      const query = '?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile';
      const offApi = [
        `https://evil.example/api/v2/schemas/transaction${query}`,
        `//evil.example/api/v2/schemas/transaction${query}`,
        `${base.protocol}//${base.host}.evil.example${base.pathname}/api/v2/schemas/transaction${query}`,
        `${base.protocol}//${base.hostname}:1${base.pathname}/api/v2/schemas/transaction${query}`,
        `${base.protocol}//user@${base.host}${base.pathname}/api/v2/schemas/transaction${query}`,
        `${base.protocol}//${base.host}${base.pathname}-other/api/v2/schemas/transaction${query}`,
        '/../../../api/v2/schemas/transaction',
        'api/v2/schemas/transaction',
        'javascript:alert(1)',
      ];
      // A revoked session: a call that went out would come back 401 and tell the sink; none does.
      subject.world.revokeAllSessions();
      for (const url of offApi) {
        expect(await refusal(subject.adapter.transactionSchema('SO', 'mobile', 'USD', url))).toEqual({
          type: 'ForeignSchemaUrl', status: undefined, message: `The transaction schema URL ${url} is not on this API.`, clientMessage: undefined, fieldErrors: [], hasRequestId: false,
        });
      }
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses a country it does not send to (404), another currency than the destination’s and a payout type the destination does not offer', async () => {
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.schema('FR', 'mobile', 'EUR'))).toEqual(
        serverRefusal('InvalidCountry', 404, 'We do not send to this country.', [
          { field: 'and.destination_country_iso2.eq', type: 'InvalidCountry', message: 'We do not send to this country.' },
        ]),
      );
      expect(await refusal(subject.adapter.schema('SO', 'mobile', 'EUR'))).toEqual(
        serverRefusal('CurrencyMismatch', 400, 'Currency mismatch with destination currency.', [
          { field: 'and.destination_currency_code.eq', type: 'CurrencyMismatch', message: 'Currency mismatch with destination currency.' },
        ]),
      );
      expect(await refusal(subject.adapter.schema('SQ', 'bank', 'USD'))).toEqual(
        serverRefusal('InvalidValue', 400, 'This payout type is not offered for the destination.', [
          { field: 'and.payout_type.eq', type: 'InvalidValue', message: 'This payout type is not offered for the destination.' },
        ]),
      );
    });

    it('follows a data-source link: the networks of Somalia, the collection points of Somaliland with their cities; an unknown source is a 404', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.dataSource(source('mobile_networks', 'SO'))).toEqual([
        { value: 'HRM', label: 'Hormuud EVC Plus', city: undefined },
        { value: 'EDH', label: 'Edahab', city: undefined },
      ]);
      expect(await subject.adapter.dataSource(source('collection_points', 'SQ'))).toEqual([
        { value: 'DHB-HGA', label: 'Dahabshiil Hargeisa', city: 'Hargeisa' },
        { value: 'DHB-BUR', label: 'Dahabshiil Burco', city: 'Burco' },
        { value: 'DHB-BBO', label: 'Dahabshiil Berbera', city: 'Berbera' },
      ]);
      expect(await refusal(subject.adapter.dataSource(source('planets', 'SO')))).toEqual(
        serverRefusal('InvalidValue', 404, 'Unknown data source.', [{ field: 'source', type: 'InvalidValue', message: 'Unknown data source.' }]),
      );
    });

    it('looks up the holder of an Edahab wallet and of a CBE account; a restricted account says so', async () => {
      await subject.signIn(AMINA);
      const query = { destinationCountry: 'SO', value: '+252621234567', mobileNetworkCode: 'EDH', destinationCurrency: 'USD' };
      expect(await subject.adapter.search(SEARCH, query)).toEqual({ firstName: 'Abdirahman', lastName: 'Warsame', accountName: 'Abdirahman Warsame', restricted: false });
      expect(await subject.adapter.search(SEARCH, { ...query, value: '+252651112233' })).toEqual({ firstName: 'Faduma', lastName: 'Hirsi', accountName: 'Faduma Hirsi', restricted: true });
      const cbe = { destinationCountry: 'ET', value: '1000123456789', destinationCurrency: 'ETB' };
      expect(await subject.adapter.search(SEARCH, cbe)).toEqual({ firstName: 'Meron', lastName: 'Tesfaye', accountName: 'Meron Tesfaye', restricted: false });
      expect(await subject.adapter.search(SEARCH, { ...cbe, value: '1000234567890' })).toEqual({ firstName: 'Selam', lastName: 'Bekele', accountName: 'Selam Bekele', restricted: true });
    });

    it('refuses a lookup: an account it does not know (404), an account in another currency (422), a number the network does not have', async () => {
      await subject.signIn(AMINA);
      const query = { destinationCountry: 'SO', value: '+252629999999', mobileNetworkCode: 'EDH', destinationCurrency: 'USD' };
      expect(await refusal(subject.adapter.search(SEARCH, query))).toEqual(
        serverRefusal('AccountNotFound', 404, 'Account not found.', [{ field: 'value', type: 'AccountNotFound', message: 'Account not found.' }]),
      );
      const mismatch = serverRefusal('CurrencyMismatch', 422, 'Currency mismatch with destination currency.', [
        { field: 'value', type: 'CurrencyMismatch', message: 'Currency mismatch with destination currency.' },
      ]);
      expect(await refusal(subject.adapter.search(SEARCH, { ...query, value: '+252669998877' }))).toEqual(mismatch);
      expect(await refusal(subject.adapter.search(SEARCH, { destinationCountry: 'ET', value: '1000345678901', destinationCurrency: 'ETB' }))).toEqual(mismatch);
      expect(await refusal(subject.adapter.search(SEARCH, { ...query, value: '+252615550101' }))).toEqual(
        serverRefusal('InvalidValue', 400, 'Edahab numbers start with +25262, +25265, +25266.', [
          { field: 'value', type: 'InvalidValue', message: 'Edahab numbers start with +25262, +25265, +25266.' },
        ]),
      );
    });

    it('saves a new recipient through the save link and finds it among the destination’s recipients', async () => {
      await subject.signIn(AMINA);
      const before = mine().length;
      const id = subject.world.records.beneficiaries.length + 1;
      const saved = await subject.adapter.save(SAVE, edahab({ middle_name: 'Ali' }));
      expect(saved).toEqual({
        id: String(id), guid: `b0000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`, firstName: 'Abdirahman', middleName: 'Ali', lastName: 'Warsame',
        destinationCountry: 'SO', payoutType: 'mobile', numbers: { mobile: '+252621234567' },
      });
      expect(mine()).toHaveLength(before + 1);
      expect(mine().at(-1)).toMatchObject({ firstName: 'Abdirahman', middleName: 'Ali', mobile: '+252621234567', mobileNetworkCode: 'EDH' });
      const somali = await subject.adapter.recipients('SO');
      expect(somali.map((r) => `${r.firstName} ${r.lastName} ${r.numbers.mobile}`)).toEqual(['Abdirahman Warsame +252615550101', 'Abdirahman Warsame +252621234567']);
      expect(somali[1]).toEqual(saved);
    });

    it('answers 409 BeneficiaryAlreadyExists for the same names and number, and updates the existing recipient by its guid', async () => {
      await subject.signIn(AMINA);
      const saved = await subject.adapter.save(SAVE, edahab());
      expect(await refusal(subject.adapter.save(SAVE, edahab({ first_name: 'ABDIRAHMAN', middle_name: 'Ali' })))).toEqual(
        serverRefusal('BeneficiaryAlreadyExists', 409, 'This recipient already exists. Do you want to update it?', [
          { field: 'beneficiary', type: 'BeneficiaryAlreadyExists', message: 'This recipient already exists. Do you want to update it?' },
        ]),
      );
      const updated = await subject.adapter.save(SAVE, { ...edahab({ middle_name: 'Ali' }), guid: saved.guid });
      expect(updated).toEqual({ ...saved, middleName: 'Ali' });
      expect(mine().filter((b) => b.mobile === '+252621234567')).toHaveLength(1);
    });

    it('refuses a save with field errors on beneficiary.<field>: a blank name, a number Edahab does not have', async () => {
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.save(SAVE, edahab({ last_name: '' })))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, 'The last name field is required', [{ field: 'beneficiary.last_name', type: 'ValueNotBeBlank', message: 'The last name field is required' }]),
      );
      expect(await refusal(subject.adapter.save(SAVE, edahab({ mobile: '+252615550101' })))).toEqual(
        serverRefusal('InvalidValue', 400, 'Edahab numbers start with +25262, +25265, +25266.', [
          { field: 'beneficiary.mobile', type: 'InvalidValue', message: 'Edahab numbers start with +25262, +25265, +25266.' },
        ]),
      );
    });

    it('tokenizes a card payout’s card and saves the recipient with it; a card from another country is refused on the card token', async () => {
      await subject.signIn(AMINA);
      const token = await subject.adapter.tokenizeCard(TOKENIZE, { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, holderName: 'Abdirahman Warsame' });
      expect(token).toEqual({ token: 'ctok-000001', last4: '1111', brand: 'visa', expiry: '12/30', issuerCountry: 'SO' });
      const input: BeneficiaryInput = { destinationCountry: 'SO', payoutType: 'card', values: { destination_country_iso2: 'SO', first_name: 'Hassan', last_name: 'Mohamud', card_token: token.token } };
      expect(await subject.adapter.save(SAVE, input)).toMatchObject({ firstName: 'Hassan', lastName: 'Mohamud', payoutType: 'card', numbers: {} });
      const swedish = await subject.adapter.tokenizeCard(TOKENIZE, { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, holderName: 'Hassan Mohamud' });
      const message = 'The card was issued in another country than the recipient’s. Add a new card.';
      expect(await refusal(subject.adapter.save(SAVE, { ...input, values: { ...input.values, first_name: 'Xasan', card_token: swedish.token } }))).toEqual(
        serverRefusal('IssuerCardCountryNotEqualBeneficiaryCountry', 422, message, [{ field: 'beneficiary.card_token', type: 'IssuerCardCountryNotEqualBeneficiaryCountry', message }]),
      );
      expect(await refusal(subject.adapter.tokenizeCard(TOKENIZE, { number: '4111111111111112', expiryMonth: 12, expiryYear: 2030, holderName: 'X Y' }))).toEqual(
        serverRefusal('InvalidValue', 422, 'Invalid card number.', [{ field: 'card_number', type: 'InvalidValue', message: 'Invalid card number.' }]),
      );
    });

    it('never follows a link off the API (it would carry the token away): refused before any call', async () => {
      await subject.signIn(AMINA);
      const before = subject.world.records.beneficiaries.length;
      for (const href of ['https://evil.example/api/v1/beneficiaries', '//evil.example/api/v1/beneficiaries', 'api/v1/beneficiaries']) {
        const link: SchemaLink = { href, method: 'POST' };
        expect(await refusal(subject.adapter.save(link, edahab()))).toEqual({
          type: 'MalformedResponse', status: undefined, message: `The link POST ${href} is not a path of this API.`, clientMessage: undefined, fieldErrors: [], hasRequestId: false,
        });
      }
      expect(subject.world.records.beneficiaries).toHaveLength(before);
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      const { adapter } = subject;
      const before = subject.world.records.beneficiaries.length;
      expect(await refusal(adapter.schema('SO', 'mobile', 'USD'))).toEqual(noSession);
      expect(await refusal(adapter.recipients('SO'))).toEqual(noSession);
      expect(await refusal(adapter.dataSource(source('mobile_networks', 'SO')))).toEqual(noSession);
      expect(await refusal(adapter.search(SEARCH, { destinationCountry: 'SO', value: '+252621234567' }))).toEqual(noSession);
      expect(await refusal(adapter.save(SAVE, edahab()))).toEqual(noSession);
      expect(await refusal(adapter.transactionSchema('SO', 'mobile', 'USD', undefined))).toEqual(noSession);
      expect(await refusal(adapter.transactionSchema('SO', 'mobile', 'USD', '/api/v2/schemas/transaction'))).toEqual(noSession);
      expect(await refusal(adapter.tokenizeCard(TOKENIZE, { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, holderName: 'A W' }))).toEqual(noSession);
      expect(subject.world.records.beneficiaries).toHaveLength(before);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      const { adapter } = subject;
      expect(await refusal(adapter.schema('SO', 'mobile', 'USD'))).toEqual(ended);
      expect(await refusal(adapter.recipients('SO'))).toEqual(ended);
      expect(await refusal(adapter.dataSource(source('mobile_networks', 'SO')))).toEqual(ended);
      expect(await refusal(adapter.search(SEARCH, { destinationCountry: 'SO', value: '+252621234567' }))).toEqual(ended);
      expect(await refusal(adapter.save(SAVE, edahab()))).toEqual(ended);
      expect(await refusal(adapter.tokenizeCard(TOKENIZE, { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, holderName: 'A W' }))).toEqual(ended);
      expect(await refusal(adapter.transactionSchema('SQ', 'cash', 'USD', '/api/v2/schemas/transaction?and.destination_country_iso2.eq=SQ'))).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 7 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
    });
  },
});
