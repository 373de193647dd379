import { phoneNumbers, type PhoneIssue } from './phone-numbers';
import customersPlans from './phone-metadata.json';
import destinationsPlans from './phone-metadata-destinations.json';

export type { PhoneIssue };

/**
 * Phone numbers of every country the portal knows: the customers' own (registration, sign-in by
 * code, the generic mobile_phone rule) with the plans of the countries the service is offered in
 * and of the destinations (two files of `npm run gen:phone-metadata`, whose calling codes do not
 * overlap, joined here). A recipient's form needs the destinations only: ./phone-destinations.ts.
 */
const customers = phoneNumbers({
  ...customersPlans,
  country_calling_codes: { ...customersPlans.country_calling_codes, ...destinationsPlans.country_calling_codes },
  countries: { ...customersPlans.countries, ...destinationsPlans.countries },
});

/** What is wrong with `text` as a phone number of `country` (ISO alpha-2), or undefined when it counts as valid. */
export function phoneIssue(country: string, text: string): PhoneIssue | undefined {
  return customers.phoneIssue(country, text);
}

/** The number in E.164 (e.g. "+46701234567") when it counts as valid for `country`, else undefined. */
export function parsePhone(country: string, text: string): string | undefined {
  return customers.parsePhone(country, text);
}

/** The country calling code without "+", e.g. "46" for SE, "252" for SO and SQ; undefined for an unknown country. */
export function phoneCountryCallingCode(country: string): string | undefined {
  return customers.callingCode(country);
}
