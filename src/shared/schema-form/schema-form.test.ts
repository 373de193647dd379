import { describe, expect, it } from 'vitest';
import {
  accountSearch, beneficiaryValues, choiceProblem, fieldProblem, formFieldsOf, lookupOf, normalised, payoutFieldsOf, sameName, typedName, withAccountNames, type FormField,
} from './schema-form';
import type { BeneficiarySchema, SchemaField } from './schema-document';

const SEARCH = { href: '/api/v1/beneficiaries/search', method: 'GET' } as const;
const field = (name: string, types: string[], extra: Partial<SchemaField> = {}): SchemaField => ({
  name, types, label: name.replace(/_/g, ' '), payoutTypes: ['mobile'], required: true, constraints: [], dataSource: undefined, links: {}, ...extra,
});

/** Somalia by mobile, as the sandbox describes it. */
const SCHEMA: BeneficiarySchema = {
  fields: [
    field('destination_country_iso2', ['CountryIso2'], { payoutTypes: ['mobile', 'cash'] }),
    field('first_name', ['FirstName'], { payoutTypes: ['mobile', 'cash'], constraints: [{ type: 'length', min: 1, max: 256 }] }),
    field('middle_name', ['MiddleName'], { payoutTypes: ['mobile', 'cash'], required: false }),
    field('last_name', ['LastName'], { payoutTypes: ['mobile', 'cash'] }),
    field('mobile_network_code', ['MobileNetworkCode'], { dataSource: 'mobile_networks' }),
    field('mobile', ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'], { links: { search: SEARCH }, constraints: [{ type: 'regex', pattern: '^\\+252[0-9]{7,10}$', message: 'Mobile country code must match the destination country.' }] }),
    field('city', ['City'], { payoutTypes: ['cash'], required: false, dataSource: 'collection_points' }),
  ],
  meta: {
    links: { 'beneficiary.save': { href: '/api/v1/beneficiaries', method: 'POST' } },
    constraints: { last_name: [{ type: 'length', min: 2, max: 256 }] },
    dataSources: { mobile_networks: { href: '/api/v1/data-sources/mobile_networks?and.destination_country_iso2.eq=SO', method: 'GET' } },
    transactionSchemaUrl: '/api/v1/schemas/transaction?and.destination_country_iso2.eq=SO',
  },
};

const SOMALIA = { destinationCountry: 'SO', mobileNetworkCode: undefined };
const byName = (fields: FormField[], name: string) => fields.find((f) => f.name === name)!;

describe('the schema form', () => {
  const mobile = formFieldsOf(SCHEMA, 'mobile');

  it('has the payout type’s fields in the schema’s order, each with its main type’s kind and the meta’s constraints', () => {
    expect(mobile.map((f) => `${f.name}:${f.kind}${f.required ? '*' : ''}`)).toEqual([
      'destination_country_iso2:destination*', 'first_name:name*', 'middle_name:name', 'last_name:name*', 'mobile_network_code:select*', 'mobile:phone*',
    ]);
    expect(formFieldsOf(SCHEMA, 'cash').map((f) => f.name)).toEqual(['destination_country_iso2', 'first_name', 'middle_name', 'last_name', 'city']);
    expect(byName(mobile, 'mobile').main).toEqual({ type: 'SomaliaHormuudMobile', spec: 'Somalia{product}Mobile' });
    expect(byName(mobile, 'mobile_network_code').dataSource).toEqual(SCHEMA.meta.dataSources.mobile_networks);
    expect(byName(mobile, 'last_name').constraints).toEqual([{ type: 'length', min: 2, max: 256 }]);
  });

  it('checks required, then the type’s rules, then the schema’s constraints', () => {
    expect(fieldProblem(byName(mobile, 'first_name'), ' ', SOMALIA)).toEqual({ kind: 'required' });
    expect(fieldProblem(byName(mobile, 'middle_name'), '', SOMALIA)).toBeUndefined();
    expect(fieldProblem(byName(mobile, 'first_name'), 'Amina2', SOMALIA)).toEqual({ kind: 'name' });
    expect(fieldProblem(byName(mobile, 'last_name'), 'W', SOMALIA)).toEqual({ kind: 'minLength', length: 2 });
    expect(fieldProblem(byName(mobile, 'mobile'), '+254712345678', SOMALIA)).toEqual({ kind: 'mobileCountry', dialCode: '252' });
    expect(fieldProblem(byName(mobile, 'mobile'), '+252 61 555 0101', SOMALIA)).toBeUndefined();
    const withRegex = { ...byName(mobile, 'mobile'), constraints: [{ type: 'regex', pattern: '^\\+25261', message: 'Hormuud numbers only.' }] };
    expect(fieldProblem(withRegex, '+252621234567', SOMALIA)).toEqual({ kind: 'regex', message: 'Hormuud numbers only.' });
    const oneOf = { ...byName(mobile, 'mobile_network_code'), constraints: [{ type: 'one_of', values: ['HRM', 'EDH'] }] };
    expect(fieldProblem(oneOf, 'ZAAD', SOMALIA)).toEqual({ kind: 'oneOf' });
    const dated = { ...byName(mobile, 'middle_name'), entry: { kind: 'text' as const, rules: [] }, constraints: [{ type: 'date_format', format: 'DD/MM/YYYY' }] };
    expect(fieldProblem(dated, '2030-01-01', SOMALIA)).toEqual({ kind: 'date', format: 'DD/MM/YYYY' });
  });

  it('checks a choice against its data source’s options once they are known', () => {
    const network = byName(mobile, 'mobile_network_code');
    const options = [{ value: 'HRM', label: 'Hormuud', city: undefined }, { value: 'EDH', label: 'Edahab', city: undefined }];
    expect(choiceProblem(network, 'EDH', options)).toBeUndefined();
    expect(choiceProblem(network, ' HRM ', options)).toBeUndefined();
    expect(choiceProblem(network, 'ZZZ', options)).toEqual({ kind: 'oneOf' });
    expect(choiceProblem(network, '', options)).toBeUndefined();
    // Not yet known (loading, failed): the type's rules and the schema's constraints alone.
    expect(choiceProblem(network, 'ZZZ', undefined)).toBeUndefined();
    // A select without a data source is a text field; other kinds are not choices.
    expect(choiceProblem({ ...network, dataSource: undefined }, 'ZZZ', options)).toBeUndefined();
    expect(choiceProblem(byName(mobile, 'first_name'), 'ZZZ', options)).toBeUndefined();
  });

  it('forces a lookup on a Somali product mobile only with Edahab (EDH); without a search link there is none', () => {
    expect(lookupOf(mobile, { mobile_network_code: 'HRM' })).toBeUndefined();
    expect(lookupOf(mobile, { mobile_network_code: 'EDH' })).toEqual({ field: byName(mobile, 'mobile'), policy: 'forced' });
    const unlinked = formFieldsOf({ ...SCHEMA, fields: SCHEMA.fields.map((f) => ({ ...f, links: {} })) }, 'mobile');
    expect(lookupOf(unlinked, { mobile_network_code: 'EDH' })).toBeUndefined();
  });

  it('offers the lookup of Budpay, NeoMoney, Faysal and Cbe types and forces RemitXpress accounts', () => {
    const account = (type: string) => formFieldsOf({ ...SCHEMA, fields: [field('account_number', [type], { links: { search: SEARCH } })] }, 'mobile');
    for (const type of ['BudpayMobile', 'BudpayAccountNumber', 'NeoMoneyAccountNumber', 'NeoMoneyMobileWalletNumber', 'FaysalIban', 'CbeAccountNumber']) {
      expect(lookupOf(account(type), {})?.policy, type).toBe('optional');
    }
    expect(lookupOf(account('RemitXpressAccountNumber'), {})?.policy).toBe('forced');
    for (const type of ['AccountNumber', 'NalaMobile', 'BitpesaAccountNumber', 'Iban']) expect(lookupOf(account(type), {}), type).toBeUndefined();
  });

  it('asks the search link for the value as sent, with the network of a mobile and the destination’s currency', () => {
    const values = { mobile_network_code: 'EDH', mobile: '+252 62 123 4567' };
    expect(accountSearch(byName(mobile, 'mobile'), mobile, values, { country: 'SO', currency: 'USD' })).toEqual({
      destinationCountry: 'SO', value: '+252621234567', mobileNetworkCode: 'EDH', destinationCurrency: 'USD',
    });
  });

  it('compares the account holder with the names typed, in any case and spacing, and takes the account’s names', () => {
    const account = { firstName: 'Abdirahman', lastName: 'Warsame', accountName: 'Abdirahman Warsame', restricted: false };
    expect(sameName(account, mobile, { first_name: ' abdirahman ', last_name: 'WARSAME', middle_name: 'Ali' })).toBe(true);
    expect(sameName(account, mobile, { first_name: 'Abdi', last_name: 'Warsame' })).toBe(false);
    expect(typedName(mobile, { first_name: 'Abdi', middle_name: 'Ali', last_name: 'Warsame' })).toBe('Abdi Ali Warsame');
    expect(withAccountNames(account, mobile, { first_name: 'Abdi', middle_name: 'Ali', last_name: 'W', mobile: '+252621234567' })).toEqual({
      first_name: 'Abdirahman', middle_name: '', last_name: 'Warsame', mobile: '+252621234567',
    });
  });

  it('sends every filled field as sent, the destination from the quote; the payout fields are the spec’s payout option fields', () => {
    const sent = beneficiaryValues(mobile, { first_name: ' Abdirahman ', middle_name: '', last_name: 'Warsame', mobile_network_code: 'EDH', mobile: '+252 62 123 4567' }, 'SO');
    expect(sent).toEqual({ destination_country_iso2: 'SO', first_name: 'Abdirahman', last_name: 'Warsame', mobile_network_code: 'EDH', mobile: '+252621234567' });
    expect(payoutFieldsOf(sent)).toEqual({ mobile_network_code: 'EDH' });
    expect(normalised({ kind: 'iban' }, 'gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });
});
