import { z } from 'zod/mini';
import type { RegistrationDraft } from './registration-draft';

/**
 * The forms of the registration steps: their fields, rules (zod/mini, messages are catalogue
 * keys, interpolated with the field's label by the screen) and how answers go into the draft.
 * The same schema checks the form in the browser (react-hook-form's resolver) and in the view
 * model (Gherkin, no React).
 */

/** Letters of any script, spaces, hyphens and apostrophes (spec 02 section 5, names). */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
/** A keystroke the name fields ignore (digits); paste and input methods are not keystrokes. */
export const BLOCKED_NAME_KEYSTROKE = /\p{Nd}/u;
const LATIN_LETTER = /[A-Za-z]/;
const HAS_LETTER = /\p{L}/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** 9 digits, with or without the dashes (123-45-6789); not the numbers never issued. */
export const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/;
const MAX = 256;

export const MESSAGES = {
  required: 'validation:required',
  maxLength: 'validation:maxLength',
  name: 'validation:beneficiary.name',
  occupation: 'validation:occupation',
  street: 'validation:beneficiary.street',
  alphanumeric: 'validation:beneficiary.alphanumeric',
  dateFormat: 'validation:dateFormat',
  under18: 'validation:under18',
  tooOld: 'registration:rules.tooOld',
  notAfterYesterday: 'registration:rules.notAfterYesterday',
  ssn: 'registration:rules.ssn',
  choose: 'registration:rules.choose',
} as const;

const required = () => z.string().check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(MAX, MESSAGES.maxLength));
const chosen = () => z.string().check(z.minLength(1, MESSAGES.choose));

// ---- dates: DD/MM/YYYY shown, YYYY-MM-DD kept and sent ---------------------------------------------

interface CalendarDate {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

function calendarDate(y: number, m: number, d: number): CalendarDate | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1000 ? { y, m, d } : undefined;
}

const compare = (a: CalendarDate, b: CalendarDate) => a.y - b.y || a.m - b.m || a.d - b.d;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "31/01/1990" → "1990-01-31"; undefined unless it is a real date in exactly that format. */
export function displayToIsoDate(display: string): string | undefined {
  const m = DISPLAY_DATE.exec(display.trim());
  const date = m ? calendarDate(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
  return date ? `${pad(date.y, 4)}-${pad(date.m)}-${pad(date.d)}` : undefined;
}

/** "1990-01-31" → "31/01/1990" (an unreadable value gives ""). */
export function isoToDisplayDate(iso: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** The customer's calendar date at `now` (local time, as the customer sees it). */
function today(now: number): CalendarDate {
  const date = new Date(now);
  return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
}

/** Why a date of birth is refused on `now`, or undefined when it is accepted. */
export function dateOfBirthProblem(display: string, now: number): string | undefined {
  if (!display.trim()) return MESSAGES.required;
  const iso = displayToIsoDate(display);
  if (!iso) return MESSAGES.dateFormat;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const born = { y, m, d };
  const t = today(now);
  // Not after yesterday; at least 18 years ago; at most 100 years ago.
  if (compare(born, t) >= 0) return MESSAGES.notAfterYesterday;
  if (compare(born, { y: t.y - 100, m: t.m, d: t.d }) < 0) return MESSAGES.tooOld;
  if (compare(born, { y: t.y - 18, m: t.m, d: t.d }) > 0) return MESSAGES.under18;
  return undefined;
}

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
const nameField = () => required().check(z.regex(NAME_PATTERN, MESSAGES.name));
export const nameForm: StepForm<NameValues> = {
  fields: ['firstName', 'lastName'],
  serverFields: { first_name: 'firstName', last_name: 'lastName' },
  schema: () => z.object({ firstName: nameField(), lastName: nameField() }),
  initial: (d) => ({ firstName: d.firstName ?? '', lastName: d.lastName ?? '' }),
  toDraft: (v) => ({ firstName: v.firstName.trim(), lastName: v.lastName.trim() }),
};

export type NationalityValues = { nationality: string };
export const nationalityForm: StepForm<NationalityValues> = {
  fields: ['nationality'],
  serverFields: { nationality: 'nationality' },
  schema: () => z.object({ nationality: chosen() }),
  initial: (d) => ({ nationality: d.nationality ?? '' }),
  toDraft: (v) => ({ nationality: v.nationality }),
};

export type DateOfBirthValues = { dateOfBirth: string };
export const dateOfBirthForm: StepForm<DateOfBirthValues> = {
  fields: ['dateOfBirth'],
  serverFields: { birthday: 'dateOfBirth' },
  schema: (now) =>
    z.object({
      dateOfBirth: z.string().check(
        z.superRefine((value, ctx) => {
          const problem = dateOfBirthProblem(value, now);
          if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
        }),
      ),
    }),
  initial: (d) => ({ dateOfBirth: isoToDisplayDate(d.dateOfBirth) }),
  toDraft: (v) => ({ dateOfBirth: displayToIsoDate(v.dateOfBirth) }),
};

export type ReasonOfUsageValues = { reasonOfUsage: string };
export const reasonOfUsageForm: StepForm<ReasonOfUsageValues> = {
  fields: ['reasonOfUsage'],
  serverFields: { purpose_of_account: 'reasonOfUsage' },
  schema: () => z.object({ reasonOfUsage: chosen() }),
  initial: (d) => ({ reasonOfUsage: d.reasonOfUsage ?? '' }),
  toDraft: (v) => ({ reasonOfUsage: v.reasonOfUsage }),
};

export type OccupationValues = { occupation: string };
export const occupationForm: StepForm<OccupationValues> = {
  fields: ['occupation'],
  serverFields: { occupation: 'occupation' },
  schema: () => z.object({ occupation: required().check(z.regex(LATIN_LETTER, MESSAGES.occupation)) }),
  initial: (d) => ({ occupation: d.occupation ?? '' }),
  toDraft: (v) => ({ occupation: v.occupation.trim() }),
};

export type AddressSearchValues = { query: string };
export const addressSearchForm: StepForm<AddressSearchValues> = {
  fields: ['query'],
  serverFields: { query: 'query' },
  // form_address: the query may not be empty.
  schema: () => z.object({ query: z.string().check(z.trim(), z.minLength(1, 'validation:addressEmpty'), z.maxLength(MAX, MESSAGES.maxLength)) }),
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
      street: required().check(z.regex(HAS_LETTER, MESSAGES.street)),
      city: required().check(z.regex(HAS_LETTER, MESSAGES.street)),
      postcode: required().check(z.regex(HAS_LETTER_OR_DIGIT, MESSAGES.alphanumeric)),
      province: PROVINCE_COUNTRIES.has(draft.country ?? '') ? required().check(z.regex(HAS_LETTER, MESSAGES.street)) : z.string(),
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
      ssn: z.string().check(z.trim(), z.minLength(1, MESSAGES.required), z.regex(SSN_PATTERN, MESSAGES.ssn)),
      usState: chosen(),
    }),
  // The social security number never goes into storage: it is sent with the remitter and forgotten.
  initial: (d) => ({ ssn: '', usState: d.usState ?? '' }),
  toDraft: (v) => ({ usState: v.usState }),
};
