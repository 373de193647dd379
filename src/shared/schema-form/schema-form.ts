import { safePattern } from '@/shared/validation/safe-pattern';
import { parseDate, type DateFormat } from '@/shared/validation/date';
import type { PayoutType } from '@/shared/kernel/payout-type';
import { entryOf, type FieldKind, type FieldTypeEntry } from './field-registry';
import { EDAHAB_OPERATOR, RULES, compactIban, compactPhone, type FieldProblem, type RuleContext } from './field-rules';
import { mainType, type MainType } from './field-types';
import {
  constraintsOf, dataSourceLink, fieldsOf, type AccountLookup, type DataSourceItem, type AccountSearch, type BeneficiarySchema, type SchemaConstraint, type SchemaLink,
} from './schema-document';

/**
 * The new-recipient form as the schema describes it, without any screen: which fields it has (the
 * payout type's, each with its main type's registry entry), what is wrong with a value (the
 * registry's rules, then the schema's constraints), which field an account-name lookup goes
 * through and how (./field-registry.ts LookupRule), and what the save call is sent.
 */

export interface FormField {
  readonly name: string;
  readonly main: MainType;
  readonly entry: FieldTypeEntry;
  readonly kind: FieldKind;
  /** Required by the schema (its flag or a `required` constraint) or by the spec for the type. */
  readonly required: boolean;
  readonly constraints: readonly SchemaConstraint[];
  /** Where the field's options come from (select and city fields). */
  readonly dataSource: SchemaLink | undefined;
  readonly search: SchemaLink | undefined;
  /** The back office's own label (English), for a type the portal has no label for. */
  readonly serverLabel: string | undefined;
}

export type FormValues = Readonly<Record<string, string>>;

/** The form of a payout type: the schema's fields of that payout type, in the schema's order. */
export function formFieldsOf(schema: BeneficiarySchema, payoutType: PayoutType): FormField[] {
  return fieldsOf(schema, payoutType).map((field) => {
    const main = mainType(field);
    const entry = entryOf(main.spec);
    const constraints = constraintsOf(schema, field);
    return {
      name: field.name,
      main,
      entry,
      kind: entry.kind,
      required: field.required || entry.required === true || constraints.some((c) => c.type === 'required'),
      constraints,
      dataSource: dataSourceLink(schema, field),
      search: field.links.search,
      serverLabel: field.label,
    };
  });
}

const valueOf = (values: FormValues, name: string | undefined) => (name === undefined ? '' : (values[name] ?? ''));

/** The network chosen in the form (the mobile network field's value), if any. */
export function networkOf(fields: readonly FormField[], values: FormValues): string | undefined {
  const network = fields.find((f) => f.entry.network);
  const value = network ? valueOf(values, network.name).trim() : '';
  return value === '' ? undefined : value;
}

/** A value as it is checked and sent: mobile numbers without punctuation, IBANs compact in capitals, the rest trimmed. */
export function normalised(field: Pick<FormField, 'kind'>, value: string): string {
  switch (field.kind) {
    case 'phone':
      return compactPhone(value);
    case 'iban':
      return compactIban(value);
    case 'country':
    case 'destination':
      return value.trim().toUpperCase();
    default:
      return value.trim();
  }
}


const DATE_FORMATS: readonly string[] = ['YYYY-MM-DD', 'DD/MM/YYYY'];

function constraintProblem(constraint: SchemaConstraint, value: string): FieldProblem | undefined {
  const length = [...value].length;
  switch (constraint.type) {
    case 'length':
      if (constraint.min !== undefined && length < constraint.min) return { kind: 'minLength', length: constraint.min };
      if (constraint.max !== undefined && length > constraint.max) return { kind: 'maxLength', length: constraint.max };
      return undefined;
    case 'regex': {
      const pattern = constraint.pattern !== undefined ? safePattern(constraint.pattern) : undefined;
      return pattern && !pattern.test(value) ? { kind: 'regex', message: constraint.message } : undefined;
    }
    case 'date_format': {
      const format = constraint.format ?? 'YYYY-MM-DD';
      if (!DATE_FORMATS.includes(format)) return undefined;
      return parseDate(value, format as DateFormat) ? undefined : { kind: 'date', format: format as DateFormat };
    }
    case 'one_of':
      return constraint.values && !constraint.values.includes(value) ? { kind: 'oneOf' } : undefined;
    default:
      return undefined;
  }
}

/**
 * What is wrong with a field's value: required and empty; else the type's rules in order; else the
 * schema's constraints; undefined when it is fine (an empty optional field is fine).
 */
export function fieldProblem(field: FormField, value: string, context: RuleContext): FieldProblem | undefined {
  if (value.trim() === '') return field.required ? { kind: 'required' } : undefined;
  for (const rule of field.entry.rules) {
    const problem = RULES[rule](value, context);
    if (problem) return problem;
  }
  const sent = normalised(field, value);
  for (const constraint of field.constraints) {
    const problem = constraintProblem(constraint, sent);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A choice among a data source's options (a select field): once the options are known, a filled
 * value must be one of them (a value kept from before, or typed where the list failed, is not sent
 * unchecked); before, the type's rules and the schema's constraints alone apply.
 */
export function choiceProblem(field: Pick<FormField, 'kind' | 'dataSource'>, value: string, options: readonly DataSourceItem[] | undefined): FieldProblem | undefined {
  if (field.kind !== 'select' || !field.dataSource || options === undefined) return undefined;
  const sent = value.trim();
  return sent === '' || options.some((o) => o.value === sent) ? undefined : { kind: 'oneOf' };
}

// ---- account-name lookups ----------------------------------------------------------------------------

export type LookupPolicy = 'forced' | 'optional' | 'none';

/** How a field's lookup goes now (the Edahab rule reads the chosen network); only a field with a search link has one. */
export function lookupPolicyOf(field: FormField, network: string | undefined): LookupPolicy {
  if (!field.search) return 'none';
  switch (field.entry.lookup) {
    case 'forced':
      return 'forced';
    case 'forcedForEdahab':
      return network === EDAHAB_OPERATOR ? 'forced' : 'none';
    case 'optional':
      return 'optional';
    default:
      return 'none';
  }
}

/** The field an account-name lookup goes through (the first with a policy), and its policy. */
export function lookupOf(fields: readonly FormField[], values: FormValues): { readonly field: FormField; readonly policy: Exclude<LookupPolicy, 'none'> } | undefined {
  const network = networkOf(fields, values);
  for (const field of fields) {
    const policy = lookupPolicyOf(field, network);
    if (policy !== 'none') return { field, policy };
  }
  return undefined;
}

/** What the lookup field's search link is asked for the value in the form. */
export function accountSearch(field: FormField, fields: readonly FormField[], values: FormValues, destination: { readonly country: string; readonly currency: string }): AccountSearch {
  const network = field.kind === 'phone' ? networkOf(fields, values) : undefined;
  return {
    destinationCountry: destination.country,
    value: normalised(field, valueOf(values, field.name)),
    ...(network !== undefined ? { mobileNetworkCode: network } : {}),
    destinationCurrency: destination.currency,
  };
}

/** The form's name fields by role. */
export function nameFieldsOf(fields: readonly FormField[]): { readonly first?: FormField; readonly middle?: FormField; readonly last?: FormField } {
  return {
    first: fields.find((f) => f.entry.name === 'first'),
    middle: fields.find((f) => f.entry.name === 'middle'),
    last: fields.find((f) => f.entry.name === 'last'),
  };
}

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The recipient's name as typed: first, middle and last names. */
export function typedName(fields: readonly FormField[], values: FormValues): string {
  const { first, middle, last } = nameFieldsOf(fields);
  return [first, middle, last]
    .map((f) => valueOf(values, f?.name).trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** The account holder is the recipient typed: first and last names (any case and spacing), or the whole name. */
export function sameName(account: AccountLookup, fields: readonly FormField[], values: FormValues): boolean {
  const { first, last } = nameFieldsOf(fields);
  const typedFirstLast = comparable(`${valueOf(values, first?.name)} ${valueOf(values, last?.name)}`);
  return typedFirstLast === comparable(`${account.firstName} ${account.lastName}`) || comparable(typedName(fields, values)) === comparable(account.accountName);
}

/** The values with the names of the account found (the middle name emptied: the account has none). */
export function withAccountNames(account: AccountLookup, fields: readonly FormField[], values: FormValues): FormValues {
  const { first, middle, last } = nameFieldsOf(fields);
  const next: Record<string, string> = { ...values };
  if (first) next[first.name] = account.firstName;
  if (middle) next[middle.name] = '';
  if (last) next[last.name] = account.lastName;
  return next;
}

// ---- saving -----------------------------------------------------------------------------------------

/** The payout option fields of spec 02 section 3 a new recipient's values may carry for this transfer. */
export const PAYOUT_OPTION_FIELDS: readonly string[] = [
  'purpose_of_transaction', 'collection_point_code', 'mobile_network_code', 'remarks', 'account_number', 'iban', 'bank_code', 'ifsc',
  'bank_routing_transit_number', 'document_type', 'document_number', 'account_type', 'branch_number', 'document_expire_date', 'sender_document_type',
  'sender_document_number', 'sender_fund_source', 'sender_document_expiry', 'relationship', 'routing_code', 'bsb_number', 'sender_province', 'province',
];

/** What the save call is sent for the form: every filled field's value as sent (the destination is the quote's). */
export function beneficiaryValues(fields: readonly FormField[], values: FormValues, destinationCountry: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    const value = field.kind === 'destination' ? destinationCountry : normalised(field, valueOf(values, field.name));
    if (value !== '') sent[field.name] = value;
  }
  return sent;
}

/** The payout option fields among the values sent (for the transfer's payout details); the card token is not one. */
export function payoutFieldsOf(sent: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(sent).filter(([name]) => PAYOUT_OPTION_FIELDS.includes(name)));
}
