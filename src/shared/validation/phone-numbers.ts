import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import { diallingCountry } from './phone-dialling';

/**
 * Phone numbers per country with libphonenumber-js (its "min" metadata: validity by number
 * pattern, no number types), never a hand-written regex, over a metadata cut down by
 * `npm run gen:phone-metadata`: the customers' countries (./phone.ts) or the destinations
 * (./phone-destinations.ts). A number of a country outside the metadata is invalid.
 *
 * The spec's rule (02 §5 mobile_phone, form_mobile): too short and too long have their own
 * messages; a number whose length is possible in no way for its country but lies between the
 * shortest and the longest (libphonenumber's INVALID_LENGTH) counts as valid; any other number the
 * library does not accept is invalid.
 */
export type PhoneIssue = 'tooShort' | 'tooLong' | 'invalid';

/** A valid number in E.164 and split as the contract's mobile_phone: calling code and national number, digits only, no "+". */
export interface MobilePhoneNumber {
  readonly e164: string;
  readonly code: string;
  readonly phone: string;
}

export interface PhoneNumbers {
  /** What is wrong with `text` as a phone number of `country` (ISO alpha-2), or undefined when it counts as valid. */
  phoneIssue(country: string, text: string): PhoneIssue | undefined;
  /** The number in E.164 (e.g. "+46701234567") when it counts as valid for `country`, else undefined. */
  parsePhone(country: string, text: string): string | undefined;
  /**
   * The number as the contract's mobile_phone carries it, the calling code and the national
   * number ("46", "701234567"), with its E.164, when it counts as valid for `country`; else undefined.
   */
  mobilePhone(country: string, text: string): MobilePhoneNumber | undefined;
  /** The country calling code without "+", e.g. "46" for SE, "252" for SO and SQ; undefined for a country outside the metadata. */
  callingCode(country: string): string | undefined;
}

export function phoneNumbers(generated: unknown): PhoneNumbers {
  const metadata = generated as MetadataJson;
  const dialling = (country: string): CountryCode | undefined => {
    const code = diallingCountry(country) as CountryCode; // checked on the next line
    return isSupportedCountry(code, metadata) ? code : undefined;
  };
  const phoneIssue = (country: string, text: string): PhoneIssue | undefined => {
    const code = dialling(country);
    if (!code) return 'invalid';
    const length = validatePhoneNumberLength(text, code, metadata);
    if (length === 'TOO_SHORT') return 'tooShort';
    if (length === 'TOO_LONG') return 'tooLong';
    const parsed = parsePhoneNumberFromString(text, code, metadata);
    // A number typed with another country's prefix is not a number of this country.
    if (!parsed || parsed.countryCallingCode !== getCountryCallingCode(code, metadata)) return 'invalid';
    if (length === 'INVALID_LENGTH') return undefined;
    if (length !== undefined) return 'invalid'; // NOT_A_NUMBER, INVALID_COUNTRY
    return isValidPhoneNumber(text, code, metadata) ? undefined : 'invalid';
  };
  const parseValid = (country: string, text: string) => {
    const code = dialling(country);
    if (!code || phoneIssue(country, text) !== undefined) return undefined;
    return parsePhoneNumberFromString(text, code, metadata);
  };
  return {
    phoneIssue,
    parsePhone: (country, text) => parseValid(country, text)?.number,
    mobilePhone: (country, text) => {
      const parsed = parseValid(country, text);
      return parsed ? { e164: parsed.number, code: parsed.countryCallingCode, phone: parsed.nationalNumber } : undefined;
    },
    callingCode: (country) => {
      const code = dialling(country);
      return code ? getCountryCallingCode(code, metadata) : undefined;
    },
  };
}
