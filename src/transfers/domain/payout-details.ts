import type { BeneficiarySchema } from '@/shared/schema-form/schema-document';
import { formFieldsOf, normalised, type FormField, type FormValues } from '@/shared/schema-form/schema-form';
import type { Transfer } from './transfer';

/**
 * The payout details of a transfer that may still change (route /transfers/:transactionReference,
 * spec 02 section 3 "Payout option fields"): the fields the back office's transaction schema
 * describes for the destination and payout type (read at the beneficiary schema's
 * transaction_schema_url, spec 02 section 3), of those the save call carries
 * (saveTransactionDetails). The schema is read, and its values checked, by the shared schema-form
 * engine (src/shared/schema-form): a field's kind, rules and constraints are the same as in send money.
 */

/**
 * The payout option fields saveTransactionDetails takes. The card token is left out: a payout card
 * is entered on the card provider's form (send money's step 3), never typed as text.
 */
export const SAVABLE_FIELDS = ['purpose_of_transaction', 'mobile_network_code', 'collection_point_code', 'remarks', 'account_number'] as const;
export type SavableField = (typeof SAVABLE_FIELDS)[number];

export function isSavableField(name: string): name is SavableField {
  return (SAVABLE_FIELDS as readonly string[]).includes(name);
}

/** The fields of the schema this transfer's details may change: its payout type's, of those the save takes, in the schema's order. */
export function payoutFieldsOf(schema: BeneficiarySchema, transfer: Pick<Transfer, 'payoutType'>): FormField[] {
  return formFieldsOf(schema, transfer.payoutType).filter((f) => isSavableField(f.name));
}

/** The transfer's details as they are now, by field name. */
export function currentValues(fields: readonly Pick<FormField, 'name'>[], transfer: Transfer): Record<string, string> {
  const now: Record<SavableField, string | undefined> = {
    purpose_of_transaction: transfer.purpose,
    mobile_network_code: transfer.mobileNetworkCode,
    collection_point_code: transfer.collectionPointCode,
    remarks: transfer.remarks,
    account_number: undefined,
  };
  return Object.fromEntries(fields.map((f) => [f.name, (isSavableField(f.name) ? now[f.name] : undefined) ?? '']));
}

/** What the save sends: every savable field of the form with a value (as the engine sends it); an empty optional field is left as it is. */
export function detailsToSave(fields: readonly FormField[], values: FormValues): Partial<Record<SavableField, string>> {
  const out: Partial<Record<SavableField, string>> = {};
  for (const field of fields) {
    if (!isSavableField(field.name)) continue;
    const value = normalised(field, values[field.name] ?? '');
    if (value !== '') out[field.name] = value;
  }
  return out;
}

