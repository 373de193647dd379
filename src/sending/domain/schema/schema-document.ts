import type { PayoutType } from '../quote-part';

/**
 * The beneficiary schema (spec 02 section 3, GET /api/v1/schemas/beneficiary): the form of a new
 * recipient, described by the back office for one destination, payout type and currency. Each
 * field carries its name (the property path of the save call and of its errors), its candidate
 * types (the client picks the main one by priority, ./field-types.ts), the payout types it belongs
 * to, whether it is required, its constraints, a data source for its options and links (a search
 * link for account-name lookups). The meta part carries the links of the flow (beneficiary.save,
 * transaction.save, tokenize_card.checkout), constraints and data-source links by key, and where
 * the transaction schema is.
 */

/** A server-given link: a path of the same API (relative to its base address) and the method to follow it with. */
export interface SchemaLink {
  readonly href: string;
  readonly method: 'GET' | 'POST';
}

/** The constraint types of the contract; others may come and are ignored. */
export type SchemaConstraintType = 'required' | 'length' | 'regex' | 'date_format' | 'one_of';

export interface SchemaConstraint {
  readonly type: string;
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: string;
  readonly format?: string;
  /** The rule's own message (the regex variant "returns the rule's own message"). */
  readonly message?: string;
  readonly values?: readonly string[];
}

export interface SchemaField {
  /** The value's name in the save call and the property path of its errors, e.g. first_name. */
  readonly name: string;
  /** Candidate types, e.g. ["SomaliaHormuudMobile", "InternationalPhoneNumber"]. */
  readonly types: readonly string[];
  /** The back office's label (English): shown only when the portal has none for the type. */
  readonly label: string | undefined;
  readonly payoutTypes: readonly PayoutType[];
  readonly required: boolean;
  readonly constraints: readonly SchemaConstraint[];
  /** Key into the meta's data sources. */
  readonly dataSource: string | undefined;
  readonly links: { readonly search?: SchemaLink };
}

export interface SchemaMeta {
  /** The flow's links by name: beneficiary.save, transaction.save, tokenize_card.checkout, search, ... */
  readonly links: Readonly<Record<string, SchemaLink>>;
  /** Constraints by field name (added to each field's own). */
  readonly constraints: Readonly<Record<string, readonly SchemaConstraint[]>>;
  /** Data-source links by key. */
  readonly dataSources: Readonly<Record<string, SchemaLink>>;
  /** Where the transaction schema is (beneficiary schema only). */
  readonly transactionSchemaUrl: string | undefined;
}

export interface BeneficiarySchema {
  readonly fields: readonly SchemaField[];
  readonly meta: SchemaMeta;
}

/** One option of a data source (a network, a bank, a collection point with its city, a purpose, ...). */
export interface DataSourceItem {
  readonly value: string;
  readonly label: string;
  readonly city: string | undefined;
}

/** The account holder a search link found for a mobile wallet or an account number. */
export interface AccountLookup {
  readonly firstName: string;
  readonly lastName: string;
  readonly accountName: string;
  /** A restricted account gives no update option. */
  readonly restricted: boolean;
}

/** What a search link is asked: the value looked up at the destination, with the network of a mobile. */
export interface AccountSearch {
  readonly destinationCountry: string;
  readonly value: string;
  readonly mobileNetworkCode?: string;
  readonly destinationCurrency?: string;
}

/** The names of the links of the flow (spec 02 section 3). */
export const SAVE_LINK = 'beneficiary.save';
export const TRANSACTION_SAVE_LINK = 'transaction.save';
export const TOKENIZE_CARD_LINK = 'tokenize_card.checkout';

/** The fields of the schema that belong to a payout type, in the schema's order. */
export function fieldsOf(schema: BeneficiarySchema, payoutType: PayoutType): SchemaField[] {
  return schema.fields.filter((f) => f.payoutTypes.length === 0 || f.payoutTypes.includes(payoutType));
}

/** A field's own constraints and the meta's for its name (each once). */
export function constraintsOf(schema: BeneficiarySchema, field: SchemaField): SchemaConstraint[] {
  const all = [...field.constraints, ...(schema.meta.constraints[field.name] ?? [])];
  const seen = new Set<string>();
  return all.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The link of a field's data source, when it has one the meta knows. */
export function dataSourceLink(schema: BeneficiarySchema, field: SchemaField): SchemaLink | undefined {
  return field.dataSource !== undefined ? schema.meta.dataSources[field.dataSource] : undefined;
}

/** A link is followed only when it is a path of the same API (src/shared/kernel/api-path.ts). */
export { isSameApiPath } from '@/shared/kernel/api-path';

/** What the save link is sent: the form's values by field name, for a destination and payout type; with a guid, an update. */
export interface BeneficiaryInput {
  readonly destinationCountry: string;
  readonly payoutType: PayoutType;
  readonly values: Readonly<Record<string, string>>;
  /** The recipient to update (BeneficiaryAlreadyExists, "update"). */
  readonly guid?: string;
}

/** A recipient as the back office holds them after a save (or lists them). */
export interface SavedBeneficiary {
  /** The beneficiary's id (an integer, as text): the draft's beneficiaryId. */
  readonly id: string;
  readonly guid: string;
  readonly firstName: string;
  readonly middleName: string | undefined;
  readonly lastName: string;
  readonly destinationCountry: string;
  readonly payoutType: PayoutType;
  /** The values that tell recipients apart: mobile, mobile_wallet_number, account_number, iban (as saved). */
  readonly numbers: Readonly<Record<string, string>>;
}

/** The values the back office tells two recipients apart by (besides their names). */
export const IDENTIFYING_FIELDS: readonly string[] = ['mobile', 'mobile_wallet_number', 'account_number', 'iban'];

const folded = (text: string | undefined) => (text ?? '').trim().toLocaleLowerCase();

/**
 * The recipient a refused save (BeneficiaryAlreadyExists) collided with: the same destination,
 * payout type, first and last names (any case) and the same numbers.
 */
export function sameBeneficiary(existing: SavedBeneficiary, input: BeneficiaryInput): boolean {
  const v = input.values;
  return (
    existing.destinationCountry === input.destinationCountry &&
    existing.payoutType === input.payoutType &&
    folded(existing.firstName) === folded(v.first_name) &&
    folded(existing.lastName) === folded(v.last_name) &&
    IDENTIFYING_FIELDS.every((name) => (existing.numbers[name] ?? '') === (v[name] ?? ''))
  );
}

/** The name shown for a recipient: first, middle and last names. */
export function beneficiaryName(b: Pick<SavedBeneficiary, 'firstName' | 'middleName' | 'lastName'>): string {
  return [b.firstName, b.middleName, b.lastName].filter((part): part is string => part !== undefined && part.trim() !== '').join(' ');
}
