import { isPersonName } from '@/shared/kernel/person-name';
import { regexes, superRefine, z } from '@/shared/validation/zod';
import type { $ZodCheck } from 'zod/v4/core';
import {
  addDays,
  ageOn,
  compareDates,
  formatDate,
  parseDate,
  subtractYears,
  type CalendarDate,
  type DateFormat,
} from './date';
import { encodeMessage, type MessageParams } from './issue-message';
import { phoneIssue } from './phone';

/**
 * The generic form rules of spec 02 §5, one zod (v4) check per rule, for every form of the portal.
 *
 * - Each rule is a check on a string (what a field holds): use it in `.check(...)` of a zod or
 *   zod/mini string schema, or through {@link field}: `field(required(), maxLength(256), personName())`.
 * - Only `required` (and the rules with their own "empty" message: `formAddress`, `bankIdNumber`)
 *   refuse an empty value; every other rule lets "" pass, so optional fields just leave `required` out.
 * - `required` stops the field's later rules and the form-level rules (`is`, `isNot`): an empty
 *   field shows only "is required".
 * - Messages are i18n keys with params (see issue-message.ts), turned into text by
 *   `validationMessage` (messages.ts) in the customer's language.
 * - Named exports only, no module state: a screen bundles only the rules it imports (libphonenumber
 *   comes in only with `mobilePhone`).
 */
export type Rule = $ZodCheck<string>;

const NS = 'validation';
const msg = (key: string, params?: MessageParams) => encodeMessage(`${NS}:${key}`, params);

/** A rule from a function returning the encoded message of what is wrong, or undefined. */
export function rule(test: (value: string) => string | undefined, options: { stop?: boolean } = {}): Rule {
  return superRefine<string>((value, ctx) => {
    if (typeof value !== 'string') return;
    const message = test(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value, continue: !options.stop });
  });
}

/** A string field with these rules. */
export function field(...rules: Rule[]) {
  return z.string().check(...rules);
}

const isBlank = (value: string) => value.trim() === '';
/** The rules below pass an empty value: `required` is the one that refuses it. */
const unlessEmpty = (test: (value: string) => string | undefined) => (value: string) => (value === '' ? undefined : test(value));

// ---- required, formats ---------------------------------------------------------------------------

/** required: "The {field} field is required" (spaces alone count as empty). */
export function required(): Rule {
  return rule((value) => (isBlank(value) ? msg('required') : undefined), { stop: true });
}

/** email: "must be a valid email" (zod's e-mail pattern, surrounding spaces ignored). */
export function email(): Rule {
  return rule(unlessEmpty((value) => (regexes.email.test(value.trim()) ? undefined : msg('email'))));
}

/**
 * regex: "format is invalid", or the rule's own message (a key of any namespace, e.g.
 * `{ key: 'onboarding:ssnFormat' }`) when one is given.
 */
export function regex(pattern: RegExp, message?: { key: string; params?: MessageParams }): Rule {
  const text = message ? encodeMessage(message.key, message.params) : msg('regex');
  return rule(
    unlessEmpty((value) => {
      pattern.lastIndex = 0;
      return pattern.test(value) ? undefined : text;
    }),
  );
}

/** Length in characters as a customer counts them (code points, so an emoji or a Somali name in another script counts right). */
const lengthOf = (value: string) => [...value].length;

/** min length: "at least {length} characters". */
export function minLength(length: number): Rule {
  return rule(unlessEmpty((value) => (lengthOf(value) >= length ? undefined : msg('minLength', { length }))));
}

/** max length: "may not be greater than {length} characters". */
export function maxLength(length: number): Rule {
  return rule((value) => (lengthOf(value) <= length ? undefined : msg('maxLength', { length })));
}

// ---- numbers ---------------------------------------------------------------------------------------

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A typed decimal as an exact integer with a scale ("12,5" -> 125n, scale 1): values are compared
 * without floating point (money is integer minor units, never floats).
 */
function exactDecimal(text: string): { units: bigint; scale: number } | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split(/[.,]/);
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

function compareDecimal(a: string, b: number | string): number | undefined {
  const x = exactDecimal(a);
  const y = exactDecimal(String(b));
  if (!x || !y) return undefined;
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * 10n ** BigInt(scale - x.scale);
  const right = y.units * 10n ** BigInt(scale - y.scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * min_value: "must be {min} or more". Compares the typed number exactly ("." or "," as the
 * decimal separator); a value that is not a number is left to `numeric`/`decimal`. `min` is given
 * as a number or a decimal string, and shown as given (format it for the locale before if needed).
 */
export function minValue(min: number | string): Rule {
  return rule(unlessEmpty((value) => ((compareDecimal(value, min) ?? 0) < 0 ? msg('minValue', { min }) : undefined)));
}

/** max_value: "must be {max} or less" (see minValue). */
export function maxValue(max: number | string): Rule {
  return rule(unlessEmpty((value) => ((compareDecimal(value, max) ?? 0) > 0 ? msg('maxValue', { max }) : undefined)));
}

/** numeric: digits only. */
export function numeric(): Rule {
  return rule(unlessEmpty((value) => (/^\d+$/.test(value) ? undefined : msg('numeric'))));
}

/**
 * decimal: a number with at most `decimals` decimals ("." or "," separates them); decimal(0) is a
 * whole number ("must be a whole number").
 */
export function decimal(decimals: number): Rule {
  const pattern = decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(?:[.,]\\d{1,${decimals}})?$`);
  const message = decimals === 0 ? msg('integer') : msg('decimal', { count: decimals });
  return rule(unlessEmpty((value) => (pattern.test(value.trim()) ? undefined : message)));
}

// ---- dates -----------------------------------------------------------------------------------------

/** date_format: the value is a real calendar date in exactly this format (31/02/2000 is not). */
export function dateFormat(format: DateFormat = 'DD/MM/YYYY'): Rule {
  return rule(unlessEmpty((value) => (parseDate(value, format) ? undefined : msg('dateFormat', { format }))));
}

/**
 * date_between: the DD/MM/YYYY value lies between `min` and `max` inclusive (both YYYY-MM-DD or
 * calendar dates); the message shows both as DD/MM/YYYY. A value that is not a date is left to
 * `dateFormat`.
 */
export function dateBetween(min: CalendarDate | string, max: CalendarDate | string, format: DateFormat = 'DD/MM/YYYY'): Rule {
  const from = typeof min === 'string' ? parseDate(min, 'YYYY-MM-DD') : min;
  const to = typeof max === 'string' ? parseDate(max, 'YYYY-MM-DD') : max;
  if (!from || !to) throw new Error(`dateBetween needs YYYY-MM-DD dates, got ${String(min)} and ${String(max)}`);
  const params = { min: formatDate(from, 'DD/MM/YYYY'), max: formatDate(to, 'DD/MM/YYYY') };
  return rule(
    unlessEmpty((value) => {
      const date = parseDate(value, format);
      if (!date) return undefined;
      return compareDates(date, from) < 0 || compareDates(date, to) > 0 ? msg('dateBetween', params) : undefined;
    }),
  );
}

/** under_18_years_old: the DD/MM/YYYY birth date makes the customer at least 18 on `today`. */
export function under18(today: CalendarDate): Rule {
  return rule(
    unlessEmpty((value) => {
      const birth = parseDate(value, 'DD/MM/YYYY');
      return birth && ageOn(birth, today) < 18 ? msg('under18') : undefined;
    }),
  );
}

/** The birth-date limits of spec 02 §5 "Date helpers": at most 100 years ago, at latest yesterday. */
export function birthDateLimits(today: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return { min: subtractYears(today, 100), max: addDays(today, -1) };
}

/**
 * A date of birth as registration asks it: DD/MM/YYYY, between 100 years ago and yesterday, and
 * at least 18 years old, on `today` (the portal's clock, so tests run on a fixed date). Use with
 * `required()` before it.
 */
export function dateOfBirth(today: CalendarDate): Rule[] {
  const { min, max } = birthDateLimits(today);
  return [dateFormat('DD/MM/YYYY'), dateBetween(min, max), under18(today)];
}

// ---- the portal's own rules -------------------------------------------------------------------------

/** occupation: at least one Latin letter ("Field must contain at least 1 letter."). */
export function occupation(): Rule {
  return rule(unlessEmpty((value) => (/\p{Script=Latin}/u.test(value) ? undefined : msg('occupation'))));
}

/**
 * mobile_phone and form_mobile for `country` (ISO alpha-2; SQ dials as SO): too short, too long,
 * invalid; a number of a wrong length between the country's shortest and longest counts as valid.
 */
export function mobilePhone(country: string): Rule {
  const keys = { tooShort: 'phoneTooShort', tooLong: 'phoneTooLong', invalid: 'phoneInvalid' } as const;
  return rule(
    unlessEmpty((value) => {
      const issue = phoneIssue(country, value);
      return issue ? msg(keys[issue]) : undefined;
    }),
  );
}

/** A one-time code sent by SMS or e-mail (registration, the profile's new mobile number): its six digits, spaces around them allowed. */
export function oneTimeCode(): Rule {
  return regex(/^\s*\d{6}\s*$/, { key: `${NS}:oneTimeCode` });
}

/** form_address: the address search query may not be empty ("Please enter an address to search for."). */
export function formAddress(): Rule {
  return rule((value) => (isBlank(value) ? msg('addressEmpty') : undefined), { stop: true });
}

/** password: a number and a letter, and at least 6 characters. */
export function password(): Rule {
  return rule(
    unlessEmpty((value) => (lengthOf(value) >= 6 && /\p{N}/u.test(value) && /\p{L}/u.test(value) ? undefined : msg('password'))),
  );
}

/** not_email: must not contain the at sign. */
export function notEmail(): Rule {
  return rule(unlessEmpty((value) => (value.includes('@') ? msg('notEmail') : undefined)));
}

/**
 * login: at least 5 characters without the at sign, then an underscore and digits at the end
 * ("Please, check the provided username."), e.g. "amina_1985".
 */
export function login(): Rule {
  return rule(unlessEmpty((value) => (/^[^@]{5,}_\d+$/.test(value) ? undefined : msg('login'))));
}

/**
 * customers_search: 6 to 15 digits not starting with 0. Fewer digits give the "longer than 5"
 * message, more give "shorter than 16"; anything else "format is invalid".
 */
export function customersSearch(): Rule {
  return rule(
    unlessEmpty((value) => {
      if (!/^\d+$/.test(value) || value.startsWith('0')) return msg('regex');
      if (value.length < 6) return msg('customersSearchMin', { min: 5 });
      if (value.length > 15) return msg('customersSearchMax', { max: 16 });
      return undefined;
    }),
  );
}

/**
 * The BankID modal's number (personal identity number): required, digits only, 10 to 12 digits,
 * each with the modal's own message (it includes `required`).
 */
export function bankIdNumber(): Rule {
  return rule(
    (value) => {
      if (isBlank(value)) return msg('bankId.ssnRequired');
      if (!/^\d+$/.test(value)) return msg('bankId.ssnNumeric');
      if (value.length < 10 || value.length > 12) return msg('bankId.ssnLength');
      return undefined;
    },
    { stop: true },
  );
}

/**
 * A person's name as customers write it (the kernel's isPersonName), at most 256 characters. Use with
 * `required()` before it for 1 to 256.
 */
export function personName(): Rule {
  return rule(
    unlessEmpty((value) => {
      if (lengthOf(value) > 256) return msg('maxLength', { length: 256 });
      return isPersonName(value) ? undefined : msg('beneficiary.name');
    }),
  );
}

// ---- rules across fields (object level) ----------------------------------------------------------------

type Keys<T> = Extract<keyof T, string>;

/**
 * is: `confirmation` must equal `original` ("The {field} and its confirmation should match", the
 * field being the original's label: pass its catalogue key as `labelKey`). The issue is on the
 * confirmation field. Use on the form's object schema: `z.object({...}).check(is('password', 'passwordConfirmation'))`.
 */
export function is<T extends Record<string, unknown>>(original: Keys<T>, confirmation: Keys<T>, labelKey?: string): $ZodCheck<T> {
  const params = labelKey ? { fieldKey: labelKey } : undefined;
  return superRefine<T>((values, ctx) => {
    if (values[original] !== values[confirmation]) {
      ctx.addIssue({ code: 'custom', message: msg('is', params), input: values[confirmation], path: [confirmation] });
    }
  });
}

/** is_not: `field` must differ from `old` ("can't be the same as the old one"); the issue is on `field`. */
export function isNot<T extends Record<string, unknown>>(fieldName: Keys<T>, old: Keys<T>): $ZodCheck<T> {
  return superRefine<T>((values, ctx) => {
    const value = values[fieldName];
    if (value !== '' && value === values[old]) {
      ctx.addIssue({ code: 'custom', message: msg('isNot'), input: value, path: [fieldName] });
    }
  });
}
