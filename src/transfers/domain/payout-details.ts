import { safePattern } from '@/shared/validation/safe-pattern';
import type { Transfer } from './transfer';

/**
 * The payout details of a transfer that may still change (route /transfers/:transactionReference,
 * spec 02 section 3 "Payout option fields"): the fields the back office's transaction schema
 * describes for the destination and payout type (read at the beneficiary schema's
 * transaction_schema_url, spec 02 section 3), of those the
 * save call carries (saveTransactionDetails). A field with a data source is a choice among its
 * options; the others are text with the schema's constraints.
 */

/**
 * The payout option fields saveTransactionDetails takes. The card token is left out: a payout card
 * is entered on the card provider's form (send money's step 3), never typed as text.
 */
export const SAVABLE_FIELDS = ['purpose_of_transaction', 'mobile_network_code', 'collection_point_code', 'remarks', 'account_number'] as const;
export type SavableField = (typeof SAVABLE_FIELDS)[number];

export interface PayoutOption {
  readonly value: string;
  readonly label: string;
  /** A collection point's town. */
  readonly city?: string;
}

/** A constraint of the schema the portal checks before saving (the server checks them all again). */
export type PayoutConstraint =
  | { readonly type: 'length'; readonly min?: number; readonly max?: number }
  | { readonly type: 'regex'; readonly pattern: string; readonly message?: string };

export interface PayoutField {
  readonly name: SavableField;
  /** The back office's label (English): shown only when the portal has none for the field. */
  readonly label: string | undefined;
  readonly required: boolean;
  /** The choices of a field with a data source; undefined for a text field. */
  readonly options: readonly PayoutOption[] | undefined;
  readonly constraints: readonly PayoutConstraint[];
}

export interface PayoutDetailsForm {
  readonly fields: readonly PayoutField[];
}

export type PayoutValues = Readonly<Record<string, string>>;

export type FieldProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'choice' }
  | { readonly kind: 'minLength'; readonly length: number }
  | { readonly kind: 'maxLength'; readonly length: number }
  | { readonly kind: 'format'; readonly message: string | undefined };

export function isSavableField(name: string): name is SavableField {
  return (SAVABLE_FIELDS as readonly string[]).includes(name);
}

/** The transfer's details as they are now, by field name. */
export function currentValues(form: PayoutDetailsForm, transfer: Transfer): Record<string, string> {
  const now: Record<SavableField, string | undefined> = {
    purpose_of_transaction: transfer.purpose,
    mobile_network_code: transfer.mobileNetworkCode,
    collection_point_code: transfer.collectionPointCode,
    remarks: transfer.remarks,
    account_number: undefined,
  };
  return Object.fromEntries(form.fields.map((f) => [f.name, now[f.name] ?? '']));
}


/** The first rule a value breaks, in the order the customer fixes them: given, a choice offered, length, format. */
export function problemOf(field: PayoutField, raw: string): FieldProblem | undefined {
  const value = raw.trim();
  if (value === '') return field.required ? { kind: 'required' } : undefined;
  if (field.options && !field.options.some((o) => o.value === value)) return { kind: 'choice' };
  for (const c of field.constraints) {
    if (c.type === 'length' && c.min !== undefined && [...value].length < c.min) return { kind: 'minLength', length: c.min };
    if (c.type === 'length' && c.max !== undefined && [...value].length > c.max) return { kind: 'maxLength', length: c.max };
    if (c.type === 'regex' && safePattern(c.pattern)?.test(value) === false) return { kind: 'format', message: c.message };
  }
  return undefined;
}

export function problemsOf(form: PayoutDetailsForm, values: PayoutValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of form.fields) {
    const problem = problemOf(field, values[field.name] ?? '');
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** What the save sends: every field of the form with a value (trimmed); an empty optional field is left as it is. */
export function detailsToSave(form: PayoutDetailsForm, values: PayoutValues): Partial<Record<SavableField, string>> {
  const out: Partial<Record<SavableField, string>> = {};
  for (const field of form.fields) {
    const value = (values[field.name] ?? '').trim();
    if (value !== '') out[field.name] = value;
  }
  return out;
}

/** "Family Support" -> "familySupport": the catalogue key of a purpose (`domain:purpose.<key>`). */
export function purposeKey(value: string): string {
  const words = value.trim().split(/\s+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}
