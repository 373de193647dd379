import { describe, expect, it } from 'vitest';
import { FIELD_REGISTRY, entryOf, labelIdOf, type FieldKind } from './field-registry';
import { FIELD_TYPES, mainType, priorityOf, specTypeOf } from './field-types';
import { RULES, type RuleName } from './field-rules';

/** The spec's list (spec 02 section 3), written out again: the registry must know every one, in this order. */
const SPEC_LIST =
  'CountryIso2, FirstName, MiddleName, LastName, InternationalPhoneNumber, MobileNetworkCode, Somalia{product}Mobile, {product}Mobile, NalaMobile, ' +
  'BudpayMobile, Iban, AccountNumber, {product}AccountNumber, BitpesaAccountNumber, RemitXpressAccountNumber, NeoMoneyAccountNumber, NalaAccountNumber, ' +
  'CbeAccountNumber, BudpayAccountNumber, FaysalIban, NeoMoneyMobileWalletNumber, TrustlyRoutingCode, BankCode, BankRoutingTransitNumber, BankBranchCode, ' +
  'BranchNumber, Ifsc, CollectionPointCode, DocumentType, DocumentNumber, DocumentExpireDate, City, Street, PostCode, CardToken, PurposeOfTransaction, ' +
  'Remarks, String, Number, AccountType, SenderDocumentType, SenderDocumentNumber, SenderFundSource, SenderDocumentExpiry, Relationship, ' +
  'MobileWalletNumber, SenderProvince, Province, BeneficiaryNationality, Birthday';

/** Every type's kind and rules, as the spec's section 5 gives them. */
const EXPECTED: Record<string, { kind: FieldKind; rules: RuleName[]; required?: boolean; lookup?: string }> = {
  CountryIso2: { kind: 'destination', rules: ['countryCode'] },
  FirstName: { kind: 'name', rules: ['maxLength', 'name'] },
  MiddleName: { kind: 'name', rules: ['maxLength', 'name'] },
  LastName: { kind: 'name', rules: ['maxLength', 'name'] },
  InternationalPhoneNumber: { kind: 'phone', rules: ['mobile'] },
  MobileNetworkCode: { kind: 'select', rules: [] },
  'Somalia{product}Mobile': { kind: 'phone', rules: ['mobile'], lookup: 'forcedForEdahab' },
  '{product}Mobile': { kind: 'phone', rules: ['mobile'], lookup: 'forcedForEdahab' },
  NalaMobile: { kind: 'phone', rules: ['mobile'] },
  BudpayMobile: { kind: 'phone', rules: ['mobile'], lookup: 'optional' },
  Iban: { kind: 'iban', rules: ['maxLength', 'alphanumeric', 'iban'] },
  AccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  '{product}AccountNumber': { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  BitpesaAccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  RemitXpressAccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'], lookup: 'forced' },
  NeoMoneyAccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'], lookup: 'optional' },
  NalaAccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  CbeAccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'], lookup: 'optional' },
  BudpayAccountNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'], lookup: 'optional' },
  FaysalIban: { kind: 'iban', rules: ['maxLength', 'alphanumeric', 'iban'], lookup: 'optional' },
  NeoMoneyMobileWalletNumber: { kind: 'mobileWallet', rules: ['mobileWallet'], required: true, lookup: 'optional' },
  TrustlyRoutingCode: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  BankCode: { kind: 'select', rules: [] },
  BankRoutingTransitNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  BankBranchCode: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  BranchNumber: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  Ifsc: { kind: 'account', rules: ['maxLength', 'alphanumeric'] },
  CollectionPointCode: { kind: 'select', rules: [] },
  DocumentType: { kind: 'select', rules: ['maxLength', 'alphanumeric'] },
  DocumentNumber: { kind: 'text', rules: ['maxLength', 'alphanumeric'] },
  DocumentExpireDate: { kind: 'date', rules: ['isoDate'] },
  City: { kind: 'city', rules: ['maxLength'] },
  Street: { kind: 'text', rules: ['maxLength', 'street'] },
  PostCode: { kind: 'text', rules: ['maxLength', 'alphanumeric'] },
  CardToken: { kind: 'cardToken', rules: [], required: true },
  PurposeOfTransaction: { kind: 'select', rules: [], required: true },
  Remarks: { kind: 'text', rules: ['maxLength', 'alphanumeric'] },
  String: { kind: 'text', rules: ['maxLength', 'string'] },
  Number: { kind: 'number', rules: ['maxLength', 'number'] },
  AccountType: { kind: 'select', rules: [] },
  SenderDocumentType: { kind: 'select', rules: ['maxLength', 'alphanumeric'] },
  SenderDocumentNumber: { kind: 'text', rules: ['maxLength', 'alphanumeric'] },
  SenderFundSource: { kind: 'select', rules: [] },
  SenderDocumentExpiry: { kind: 'date', rules: ['isoDate'] },
  Relationship: { kind: 'select', rules: [] },
  MobileWalletNumber: { kind: 'mobileWallet', rules: ['mobileWallet'], required: true },
  SenderProvince: { kind: 'select', rules: [] },
  Province: { kind: 'select', rules: [] },
  BeneficiaryNationality: { kind: 'country', rules: ['countryCode'] },
  Birthday: { kind: 'date', rules: ['isoDate'] },
};

describe('the field-type registry', () => {
  const specTypes = SPEC_LIST.split(', ');

  it('lists the spec’s fifty field types in the spec’s order', () => {
    expect(specTypes).toHaveLength(50);
    expect([...FIELD_TYPES]).toEqual(specTypes);
  });

  it.each(specTypes)('knows %s: its kind, its rules, whether the spec requires it and its lookup', (type) => {
    const spec = specTypeOf(type);
    expect(spec).toBe(type);
    const entry = entryOf(spec);
    expect(entry).toBe(FIELD_REGISTRY[type as keyof typeof FIELD_REGISTRY]);
    const expected = EXPECTED[type]!;
    expect({ kind: entry.kind, rules: [...entry.rules], required: entry.required === true, lookup: entry.lookup }).toEqual({
      kind: expected.kind,
      rules: expected.rules,
      required: expected.required === true,
      lookup: expected.lookup,
    });
    for (const rule of entry.rules) expect(RULES[rule]).toBeTypeOf('function');
    expect(labelIdOf(spec!)).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('has one entry per spec type and nothing else', () => {
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...specTypes].sort());
  });

  it('reads product types through the {product} placeholders, exact names first', () => {
    expect(specTypeOf('SomaliaHormuudMobile')).toBe('Somalia{product}Mobile');
    expect(specTypeOf('SomaliaEdahabMobile')).toBe('Somalia{product}Mobile');
    expect(specTypeOf('TelesomMobile')).toBe('{product}Mobile');
    expect(specTypeOf('NalaMobile')).toBe('NalaMobile');
    expect(specTypeOf('BudpayMobile')).toBe('BudpayMobile');
    expect(specTypeOf('SahanAccountNumber')).toBe('{product}AccountNumber');
    expect(specTypeOf('CbeAccountNumber')).toBe('CbeAccountNumber');
    expect(specTypeOf('NeoMoneyMobileWalletNumber')).toBe('NeoMoneyMobileWalletNumber');
    expect(specTypeOf('Mobile')).toBeUndefined();
    expect(specTypeOf('somethingElse')).toBeUndefined();
  });

  it('picks the main type by the spec’s priority: the type listed first in the spec wins, unknown types last', () => {
    expect(mainType({ types: ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'] })).toEqual({ type: 'SomaliaHormuudMobile', spec: 'Somalia{product}Mobile' });
    expect(mainType({ types: ['SomaliaHormuudMobile', 'InternationalPhoneNumber'] })).toEqual({ type: 'InternationalPhoneNumber', spec: 'InternationalPhoneNumber' });
    expect(mainType({ types: ['CbeAccountNumber', 'AccountNumber'] })).toEqual({ type: 'AccountNumber', spec: 'AccountNumber' });
    expect(mainType({ types: ['Birthday', 'String'] })).toEqual({ type: 'String', spec: 'String' });
    expect(mainType({ types: ['Unheard', 'Remarks'] })).toEqual({ type: 'Remarks', spec: 'Remarks' });
    expect(mainType({ types: ['Unheard'] })).toEqual({ type: 'Unheard', spec: undefined });
    expect(entryOf(undefined)).toEqual({ kind: 'text', rules: ['maxLength'] });
    expect(priorityOf('CountryIso2')).toBe(0);
    expect(priorityOf('Birthday')).toBe(49);
    expect(priorityOf('Unheard')).toBe(50);
  });
});
