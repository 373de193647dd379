import type { PayoutType } from '../quote-part';

/**
 * A recipient as the beneficiary schema's save link takes and gives them (spec 02 section 3); the
 * schema itself is read by the shared schema-form engine (src/shared/schema-form/schema-document.ts).
 */

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
