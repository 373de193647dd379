import type { SchemaField } from './schema-document';

/**
 * The field types of the beneficiary schema, in the spec's order (spec 02 section 3), which is also
 * their priority: a field lists candidate types, and its main type is the one that comes first in
 * this list. `{product}` stands for a product's name (the back office sends e.g.
 * "SomaliaHormuudMobile" for "Somalia{product}Mobile", "TelesomMobile" for "{product}Mobile"); a
 * type named exactly in the list wins over a pattern.
 */
export const FIELD_TYPES = [
  'CountryIso2',
  'FirstName',
  'MiddleName',
  'LastName',
  'InternationalPhoneNumber',
  'MobileNetworkCode',
  'Somalia{product}Mobile',
  '{product}Mobile',
  'NalaMobile',
  'BudpayMobile',
  'Iban',
  'AccountNumber',
  '{product}AccountNumber',
  'BitpesaAccountNumber',
  'RemitXpressAccountNumber',
  'NeoMoneyAccountNumber',
  'NalaAccountNumber',
  'CbeAccountNumber',
  'BudpayAccountNumber',
  'FaysalIban',
  'NeoMoneyMobileWalletNumber',
  'TrustlyRoutingCode',
  'BankCode',
  'BankRoutingTransitNumber',
  'BankBranchCode',
  'BranchNumber',
  'Ifsc',
  'CollectionPointCode',
  'DocumentType',
  'DocumentNumber',
  'DocumentExpireDate',
  'City',
  'Street',
  'PostCode',
  'CardToken',
  'PurposeOfTransaction',
  'Remarks',
  'String',
  'Number',
  'AccountType',
  'SenderDocumentType',
  'SenderDocumentNumber',
  'SenderFundSource',
  'SenderDocumentExpiry',
  'Relationship',
  'MobileWalletNumber',
  'SenderProvince',
  'Province',
  'BeneficiaryNationality',
  'Birthday',
] as const;

export type FieldTypeName = (typeof FIELD_TYPES)[number];

const PRODUCT = '{product}';
const PRODUCT_NAME = '[A-Z][A-Za-z0-9]*';

/** The list's types with a product placeholder, as patterns, in the list's order. */
const PATTERNS: readonly { readonly type: FieldTypeName; readonly pattern: RegExp }[] = FIELD_TYPES.filter((t) => t.includes(PRODUCT)).map((type) => ({
  type,
  pattern: new RegExp(`^${type.replace(PRODUCT, PRODUCT_NAME)}$`),
}));

const EXACT: ReadonlySet<string> = new Set(FIELD_TYPES);

/** The spec's type a type sent by the back office is (itself, else the first pattern it matches), or undefined. */
export function specTypeOf(type: string): FieldTypeName | undefined {
  if (EXACT.has(type)) return type as FieldTypeName;
  return PATTERNS.find((p) => p.pattern.test(type))?.type;
}

/** A type's priority: its place in the spec's list (lower first); a type the list does not know comes last. */
export function priorityOf(type: string): number {
  const spec = specTypeOf(type);
  return spec === undefined ? FIELD_TYPES.length : FIELD_TYPES.indexOf(spec);
}

/** A field's main type: the type the back office sent, and the spec's type it is (undefined when unknown). */
export interface MainType {
  readonly type: string;
  readonly spec: FieldTypeName | undefined;
}

/** The candidate type of highest priority (the first listed among equals); a field without types has an unknown one (""). */
export function mainType(field: Pick<SchemaField, 'types'>): MainType {
  let best: string | undefined;
  for (const type of field.types) {
    if (best === undefined || priorityOf(type) < priorityOf(best)) best = type;
  }
  if (best === undefined) return { type: '', spec: undefined };
  return { type: best, spec: specTypeOf(best) };
}
