import type { FieldTypeName } from './field-types';
import type { RuleName } from './field-rules';

/**
 * The field-type registry: every field type of the spec's list (spec 02 section 3) mapped to the
 * kind of control that edits it and its client rules (spec 02 section 5). The schema form renders
 * a field by its kind (src/sending/ui/new-recipient/field-controls.tsx holds one component per
 * kind) and checks it with its rules and the schema's constraints, so a new field type or payout
 * provider is one entry here (and its label), never a change to the screens.
 */

export type FieldKind =
  /** The destination country: fixed by the quote, shown, not edited. */
  | 'destination'
  /** A person's name: digit keystrokes ignored; filled and disabled by a forced lookup. */
  | 'name'
  /** A mobile number in international form. */
  | 'phone'
  /** One of the options of the field's data source (a text field when it has none). */
  | 'select'
  | 'iban'
  | 'account'
  | 'mobileWallet'
  /** A date typed YYYY-MM-DD. */
  | 'date'
  /** A town or city, with a search popover over the data source's cities. */
  | 'city'
  | 'text'
  | 'number'
  /** A card's number and expiry, tokenized through the schema's tokenize_card.checkout link. */
  | 'cardToken'
  /** A country code (a nationality). */
  | 'country';

/**
 * Account-name lookups through the field's search link (spec 02 section 4): `forced` disables the
 * name fields, searches as soon as the value is complete and blocks continuing until a lookup
 * succeeds; `forcedForEdahab` is forced when the form's network is Edahab (EDH) and absent
 * otherwise; `optional` offers the lookup and lets the customer continue whatever it finds.
 */
export type LookupRule = 'forced' | 'forcedForEdahab' | 'optional';

export interface FieldTypeEntry {
  readonly kind: FieldKind;
  /** Client rules, checked in order on a non-empty value (./field-rules.ts). */
  readonly rules: readonly RuleName[];
  /** Required by the spec whatever the schema says (card token, purpose, mobile wallet number). */
  readonly required?: true;
  readonly lookup?: LookupRule;
  /** Which of the recipient's names the field holds. */
  readonly name?: 'first' | 'middle' | 'last';
  /** The field is the mobile network (its value decides the Edahab rules). */
  readonly network?: true;
}

const TEXT: readonly RuleName[] = ['maxLength', 'alphanumeric'];
const NAME: readonly RuleName[] = ['maxLength', 'name'];
const MOBILE: readonly RuleName[] = ['mobile'];
const IBAN: readonly RuleName[] = ['maxLength', 'alphanumeric', 'iban'];
const DATE: readonly RuleName[] = ['isoDate'];

const account = (lookup?: LookupRule): FieldTypeEntry => ({ kind: 'account', rules: TEXT, ...(lookup ? { lookup } : {}) });
const select = (rules: readonly RuleName[] = [], extra: Partial<FieldTypeEntry> = {}): FieldTypeEntry => ({ kind: 'select', rules, ...extra });

export const FIELD_REGISTRY: Readonly<Record<FieldTypeName, FieldTypeEntry>> = {
  CountryIso2: { kind: 'destination', rules: ['countryCode'] },
  FirstName: { kind: 'name', rules: NAME, name: 'first' },
  MiddleName: { kind: 'name', rules: NAME, name: 'middle' },
  LastName: { kind: 'name', rules: NAME, name: 'last' },
  InternationalPhoneNumber: { kind: 'phone', rules: MOBILE },
  MobileNetworkCode: select([], { network: true }),
  'Somalia{product}Mobile': { kind: 'phone', rules: MOBILE, lookup: 'forcedForEdahab' },
  '{product}Mobile': { kind: 'phone', rules: MOBILE, lookup: 'forcedForEdahab' },
  NalaMobile: { kind: 'phone', rules: MOBILE },
  BudpayMobile: { kind: 'phone', rules: MOBILE, lookup: 'optional' },
  Iban: { kind: 'iban', rules: IBAN },
  AccountNumber: account(),
  '{product}AccountNumber': account(),
  BitpesaAccountNumber: account(),
  RemitXpressAccountNumber: account('forced'),
  NeoMoneyAccountNumber: account('optional'),
  NalaAccountNumber: account(),
  CbeAccountNumber: account('optional'),
  BudpayAccountNumber: account('optional'),
  FaysalIban: { kind: 'iban', rules: IBAN, lookup: 'optional' },
  NeoMoneyMobileWalletNumber: { kind: 'mobileWallet', rules: ['mobileWallet'], required: true, lookup: 'optional' },
  TrustlyRoutingCode: account(),
  BankCode: select(),
  BankRoutingTransitNumber: account(),
  BankBranchCode: account(),
  BranchNumber: account(),
  Ifsc: account(),
  CollectionPointCode: select(),
  DocumentType: select(TEXT),
  DocumentNumber: { kind: 'text', rules: TEXT },
  DocumentExpireDate: { kind: 'date', rules: DATE },
  City: { kind: 'city', rules: ['maxLength'] },
  Street: { kind: 'text', rules: ['maxLength', 'street'] },
  PostCode: { kind: 'text', rules: TEXT },
  CardToken: { kind: 'cardToken', rules: [], required: true },
  PurposeOfTransaction: select([], { required: true }),
  Remarks: { kind: 'text', rules: TEXT },
  String: { kind: 'text', rules: ['maxLength', 'string'] },
  Number: { kind: 'number', rules: ['maxLength', 'number'] },
  AccountType: select(),
  SenderDocumentType: select(TEXT),
  SenderDocumentNumber: { kind: 'text', rules: TEXT },
  SenderFundSource: select(),
  SenderDocumentExpiry: { kind: 'date', rules: DATE },
  Relationship: select(),
  MobileWalletNumber: { kind: 'mobileWallet', rules: ['mobileWallet'], required: true },
  SenderProvince: select(),
  Province: select(),
  BeneficiaryNationality: { kind: 'country', rules: ['countryCode'] },
  Birthday: { kind: 'date', rules: DATE },
};

/** A type the spec does not list: a plain text field with the schema's constraints. */
export const UNKNOWN_TYPE_ENTRY: FieldTypeEntry = { kind: 'text', rules: ['maxLength'] };

export function entryOf(spec: FieldTypeName | undefined): FieldTypeEntry {
  return spec === undefined ? UNKNOWN_TYPE_ENTRY : FIELD_REGISTRY[spec];
}

/** The catalogue id of a spec type's label: "{product}" reads "Product" ("Somalia{product}Mobile" -> "SomaliaProductMobile"). */
export const labelIdOf = (spec: FieldTypeName): string => spec.replace('{product}', 'Product');
