import type { PayoutType } from '@/shared/kernel/payout-type';

/**
 * The schema document (spec 02 section 3): the beneficiary schema (GET /api/v1/schemas/beneficiary,
 * the form of a new recipient) and the transaction schema (its transaction_schema_url: step 4's
 * fields and the payout-details update of a transfer), described by the back office for one
 * destination, payout type and currency. One engine reads and checks both (src/shared/schema-form). Each
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
