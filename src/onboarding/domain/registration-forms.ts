import { z } from '@/shared/validation/zod';
import { displayToIso, isoToDisplay, localDateOf } from '@/shared/validation/date';
import { dateOfBirth, field, formAddress, maxLength, occupation, personName, regex, required, type Rule } from '@/shared/validation/rules';
import type { RegistrationDraft } from './registration-draft';

/**
 * The forms of the registration steps: their fields, rules (the shared rules of
 * src/shared/validation: messages are catalogue keys, filled with the field's label by the screen) and how answers go into the draft.
 * The same schema checks the form in the browser (react-hook-form's resolver) and in the view
 * model (Gherkin, no React).
 */

/** A keystroke the name fields ignore (digits); paste and input methods are not keystrokes. */
export const BLOCKED_NAME_KEYSTROKE = /\p{Nd}/u;
/** 9 digits, with or without the dashes (123-45-6789); not the numbers never issued. */
export const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/;
const MAX = 256;
const HAS_LETTER = /\p{L}/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/** "31/01/1990" → "1990-01-31"; undefined unless it is a real date in exactly that format. */
export const displayToIsoDate = (display: string): string | undefined => displayToIso(display.trim());
/** "1990-01-31" → "31/01/1990" (an unreadable value gives ""). */
export const isoToDisplayDate = (iso: string | undefined): string => isoToDisplay(iso ?? '') ?? '';

const text = (...rules: Rule[]) => field(required(), maxLength(MAX), ...rules);

// ---- the forms -----------------------------------------------------------------------------------

export interface StepForm<V extends Record<string, string>> {
  /** The fields in screen order (error summary order). */
  readonly fields: readonly (keyof V & string)[];
  /** Server property paths (brackets removed) that name a field of this form. */
  readonly serverFields: Readonly<Record<string, keyof V & string>>;
  schema(now: number, draft: RegistrationDraft): z.ZodMiniType<V>;
  initial(draft: RegistrationDraft): V;
  toDraft(values: V, draft: RegistrationDraft): Partial<RegistrationDraft>;
}

export type NameValues = { firstName: string; lastName: string };
export const nameForm: StepForm<NameValues> = {
  fields: ['firstName', 'lastName'],
  serverFields: { first_name: 'firstName', last_name: 'lastName' },
  schema: () => z.object({ firstName: field(required(), personName()), lastName: field(required(), personName()) }),
  initial: (d) => ({ firstName: d.firstName ?? '', lastName: d.lastName ?? '' }),
  toDraft: (v) => ({ firstName: v.firstName.trim(), lastName: v.lastName.trim() }),
};

export type NationalityValues = { nationality: string };
export const nationalityForm: StepForm<NationalityValues> = {
  fields: ['nationality'],
  serverFields: { nationality: 'nationality' },
  schema: () => z.object({ nationality: field(required()) }),
  initial: (d) => ({ nationality: d.nationality ?? '' }),
  toDraft: (v) => ({ nationality: v.nationality }),
};

export type DateOfBirthValues = { dateOfBirth: string };
export const dateOfBirthForm: StepForm<DateOfBirthValues> = {
  fields: ['dateOfBirth'],
  serverFields: { birthday: 'dateOfBirth' },
  // DD/MM/YYYY, between 100 years ago and yesterday, at least 18 years old, on the portal's clock.
  schema: (now) => z.object({ dateOfBirth: field(required(), ...dateOfBirth(localDateOf(now))) }),
  initial: (d) => ({ dateOfBirth: isoToDisplayDate(d.dateOfBirth) }),
  toDraft: (v) => ({ dateOfBirth: displayToIsoDate(v.dateOfBirth) }),
};

export type ReasonOfUsageValues = { reasonOfUsage: string };
export const reasonOfUsageForm: StepForm<ReasonOfUsageValues> = {
  fields: ['reasonOfUsage'],
  serverFields: { purpose_of_account: 'reasonOfUsage' },
  schema: () => z.object({ reasonOfUsage: field(required()) }),
  initial: (d) => ({ reasonOfUsage: d.reasonOfUsage ?? '' }),
  toDraft: (v) => ({ reasonOfUsage: v.reasonOfUsage }),
};

export type OccupationValues = { occupation: string };
export const occupationForm: StepForm<OccupationValues> = {
  fields: ['occupation'],
  serverFields: { occupation: 'occupation' },
  schema: () => z.object({ occupation: text(occupation()) }),
  initial: (d) => ({ occupation: d.occupation ?? '' }),
  toDraft: (v) => ({ occupation: v.occupation.trim() }),
};

export type AddressSearchValues = { query: string };
export const addressSearchForm: StepForm<AddressSearchValues> = {
  fields: ['query'],
  serverFields: { query: 'query' },
  // form_address: the query may not be empty.
  schema: () => z.object({ query: field(formAddress(), maxLength(MAX)) }),
  initial: (d) => ({ query: d.addressQuery ?? '' }),
  toDraft: (v) => ({ addressQuery: v.query.trim() }),
};

/** Countries whose address has a province (Canada); for the US the state is asked on /ssn. */
export const PROVINCE_COUNTRIES: ReadonlySet<string> = new Set(['CA']);

export type AddressValues = { street: string; city: string; postcode: string; province: string };
export const addressForm: StepForm<AddressValues> = {
  fields: ['street', 'city', 'postcode', 'province'],
  serverFields: { street: 'street', city: 'city', postcode: 'postcode', province: 'province' },
  schema: (_now, draft) =>
    z.object({
      street: text(regex(HAS_LETTER, { key: 'validation:beneficiary.street' })),
      city: text(regex(HAS_LETTER, { key: 'validation:beneficiary.street' })),
      postcode: text(regex(HAS_LETTER_OR_DIGIT, { key: 'validation:beneficiary.alphanumeric' })),
      province: PROVINCE_COUNTRIES.has(draft.country ?? '') ? text(regex(HAS_LETTER, { key: 'validation:beneficiary.street' })) : z.string(),
    }),
  initial: (d) => ({ street: d.address?.street ?? '', city: d.address?.city ?? '', postcode: d.address?.postcode ?? '', province: d.address?.province ?? '' }),
  toDraft: (v, draft) => ({
    address: {
      street: v.street.trim(),
      city: v.city.trim(),
      postcode: v.postcode.trim(),
      ...(PROVINCE_COUNTRIES.has(draft.country ?? '') && v.province.trim() ? { province: v.province.trim() } : {}),
    },
  }),
};

export type SsnValues = { ssn: string; usState: string };
export const ssnForm: StepForm<SsnValues> = {
  fields: ['ssn', 'usState'],
  serverFields: { ssn: 'ssn', usa_state: 'usState' },
  schema: () =>
    z.object({
      ssn: field(required(), regex(SSN_PATTERN, { key: 'registration:rules.ssn' })),
      usState: field(required()),
    }),
  // The social security number never goes into storage: it is sent with the remitter and forgotten.
  initial: (d) => ({ ssn: '', usState: d.usState ?? '' }),
  toDraft: (v) => ({ usState: v.usState }),
};
