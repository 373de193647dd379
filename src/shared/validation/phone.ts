import { phoneNumbers, type MobilePhoneNumber, type PhoneIssue } from './phone-numbers';
import customersPlans from './phone-metadata.json';
import destinationsPlans from './phone-metadata-destinations.json';

export type { MobilePhoneNumber, PhoneIssue };

/**
 * Phone numbers of every country the portal knows: the customers' own (registration, sign-in by
 * code, the generic mobile_phone rule) with the plans of the countries the service is offered in
 * and of the destinations (two files of `npm run gen:phone-metadata`, whose calling codes do not
 * overlap, joined here). A recipient's form needs the destinations only: ./phone-destinations.ts.
 */
export const {
  phoneIssue,
  parsePhone,
  mobilePhone: parseMobilePhone,
  callingCode: phoneCountryCallingCode,
} = phoneNumbers({
  ...customersPlans,
  country_calling_codes: { ...customersPlans.country_calling_codes, ...destinationsPlans.country_calling_codes },
  countries: { ...customersPlans.countries, ...destinationsPlans.countries },
});
