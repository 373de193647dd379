import { isPersonName } from '@/shared/kernel/person-name';
import { parseDate, type DateFormat } from '@/shared/validation/date';
import { EMAIL_PATTERN } from '@/shared/validation/email-pattern';
import { destinationCallingCode, destinationPhoneIssue } from '@/shared/validation/phone-destinations';

/**
 * The client rules of the beneficiary fields (spec 02 section 5), one function per rule, each
 * returning what is wrong with a non-empty value or undefined. The field-type registry
 * (./field-registry.ts) says which rules a type has; the schema's own constraints come on top
 * (./schema-form.ts).
 */

export type FieldProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'minLength'; readonly length: number }
  | { readonly kind: 'maxLength'; readonly length: number }
  /** Names: letters, spaces, hyphen and apostrophe only. */
  | { readonly kind: 'name' }
  /** Account numbers, IBAN, codes, document numbers, post code, remarks: at least one letter or digit. */
  | { readonly kind: 'alphanumeric' }
  /** Street: at least one letter. */
  | { readonly kind: 'street' }
  /** String type: letters, digits, spaces, hyphen, apostrophe. */
  | { readonly kind: 'string' }
  /** Number type: digits and spaces. */
  | { readonly kind: 'number' }
  | { readonly kind: 'date'; readonly format: DateFormat }
  /** Not shaped like an IBAN (country letters, check digits, 11 to 30 letters or digits). */
  | { readonly kind: 'iban' }
  /** Shaped like an IBAN, but its check digits are wrong (ISO 13616 mod 97). */
  | { readonly kind: 'ibanChecksum' }
  | { readonly kind: 'phone'; readonly issue: 'tooShort' | 'tooLong' | 'invalid' }
  /** The mobile number's country code is not the destination's. */
  | { readonly kind: 'mobileCountry'; readonly dialCode: string }
  /** An Edahab (operator EDH) number without one of its prefixes. */
  | { readonly kind: 'edahabPrefix' }
  /** Neither 10 digits nor an e-mail address. */
  | { readonly kind: 'mobileWallet' }
  /** A mobile wallet number typed with a country code. */
  | { readonly kind: 'mobileWalletCountryCode' }
  | { readonly kind: 'countryCode' }
  /** The schema's regex; its own message when it has one. */
  | { readonly kind: 'regex'; readonly message: string | undefined }
  | { readonly kind: 'oneOf' }
  | { readonly kind: 'cardNumber' }
  | { readonly kind: 'cardExpiry' }
  | { readonly kind: 'cardExpired' }
  /** Account-name lookups (./schema-form.ts): a search must succeed before continuing. */
  | { readonly kind: 'lookupRequired' }
  | { readonly kind: 'accountNotFound' }
  | { readonly kind: 'accountRestricted' }
  | { readonly kind: 'currencyMismatch' };

/** What the rules may need besides the value: the destination, and the network chosen in the form. */
export interface RuleContext {
  readonly destinationCountry: string;
  /** The value of the form's mobile network field (e.g. "EDH"), when it has one. */
  readonly mobileNetworkCode: string | undefined;
}

/** The longest value of a beneficiary text field (spec 02 sections 5 and 9: 1 to 256). */
export const MAX_LENGTH = 256;

/** Edahab's operator code and its number prefixes (spec 02 sections 5 and 9). */
export const EDAHAB_OPERATOR = 'EDH';
export const EDAHAB_PREFIXES: readonly string[] = ['+25262', '+25265', '+25266'];

const lengthOf = (value: string) => [...value].length;

/** Spaces, dashes, dots and brackets people type in phone numbers. */
const PHONE_PUNCTUATION = /[\s\-().\u00a0]/g;

/** A mobile number as sent: its punctuation removed ("+252 62 123-4567" -> "+252621234567"). */
export const compactPhone = (value: string): string => value.trim().replace(PHONE_PUNCTUATION, '');

/** An IBAN as sent: without spaces, in capitals. */
export const compactIban = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/**
 * ISO 13616 check: the first four characters moved to the end, letters as numbers (A = 10 ... Z =
 * 35), the whole number modulo 97 is 1. Computed piecewise: never a float, never a big number.
 */
export function ibanChecksumValid(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z0-9]+$/.test(compact) || compact.length < 5) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The destination's calling code without "+" ("252" for Somalia and Somaliland). */
export const dialCodeOf = (country: string): string => destinationCallingCode(country) ?? '';

/** A rule: what is wrong with a non-empty value, or undefined. */
export type Rule = (value: string, context: RuleContext) => FieldProblem | undefined;

export type RuleName = 'maxLength' | 'name' | 'alphanumeric' | 'street' | 'string' | 'number' | 'isoDate' | 'countryCode' | 'iban' | 'mobile' | 'mobileWallet';

const pass = undefined;

/** The rules by name; a type names the ones it has (./field-registry.ts). */
export const RULES: Readonly<Record<RuleName, Rule>> = {
  maxLength: (value) => (lengthOf(value.trim()) > MAX_LENGTH ? { kind: 'maxLength', length: MAX_LENGTH } : pass),
  name: (value) => (isPersonName(value.trim()) ? pass : { kind: 'name' }),
  alphanumeric: (value) => (/[\p{L}\p{N}]/u.test(value) ? pass : { kind: 'alphanumeric' }),
  street: (value) => (/\p{L}/u.test(value) ? pass : { kind: 'street' }),
  string: (value) => (/^[\p{L}\p{M}\p{N} '’-]+$/u.test(value.trim()) ? pass : { kind: 'string' }),
  number: (value) => (/^[0-9 ]+$/.test(value.trim()) ? pass : { kind: 'number' }),
  isoDate: (value) => (parseDate(value.trim(), 'YYYY-MM-DD') ? pass : { kind: 'date', format: 'YYYY-MM-DD' }),
  countryCode: (value) => (/^[A-Za-z]{2}$/.test(value.trim()) ? pass : { kind: 'countryCode' }),
  iban: (value) => {
    const compact = compactIban(value);
    if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact)) return { kind: 'iban' };
    return ibanChecksumValid(compact) ? pass : { kind: 'ibanChecksum' };
  },
  /**
   * A recipient's mobile number: international (+ and digits), with the destination's country code
   * (spec 02 section 5), a length the destination's numbers have, and for Edahab one of its prefixes.
   */
  mobile: (value, { destinationCountry, mobileNetworkCode }) => {
    const compact = compactPhone(value);
    if (!/^\+[0-9]+$/.test(compact)) return { kind: 'phone', issue: 'invalid' };
    const dialCode = dialCodeOf(destinationCountry);
    if (dialCode && !compact.startsWith(`+${dialCode}`)) return { kind: 'mobileCountry', dialCode };
    const issue = destinationPhoneIssue(destinationCountry, compact);
    if (issue) return { kind: 'phone', issue };
    if (mobileNetworkCode === EDAHAB_OPERATOR && !EDAHAB_PREFIXES.some((p) => compact.startsWith(p))) return { kind: 'edahabPrefix' };
    return pass;
  },
  /** Mobile wallet number: 10 digits or an e-mail address, without a country code. */
  mobileWallet: (value, { destinationCountry }) => {
    const trimmed = value.trim();
    if (trimmed.includes('@')) return EMAIL_PATTERN.test(trimmed) ? pass : { kind: 'mobileWallet' };
    const compact = compactPhone(trimmed);
    const dialCode = dialCodeOf(destinationCountry);
    if (compact.startsWith('+') || compact.startsWith('00')) return { kind: 'mobileWalletCountryCode' };
    if (/^[0-9]{10}$/.test(compact)) return pass;
    if (dialCode && /^[0-9]+$/.test(compact) && compact.length > 10 && compact.startsWith(dialCode)) return { kind: 'mobileWalletCountryCode' };
    return { kind: 'mobileWallet' };
  },
};
