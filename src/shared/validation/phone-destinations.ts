import { phoneNumbers, type PhoneIssue } from './phone-numbers';
import generated from './phone-metadata-destinations.json';

/**
 * Recipients' phone numbers (send money's and the recipients' forms, a payout's update): the
 * numbering plans of the destinations only (phone-metadata-destinations.json), so a recipient form
 * does not carry the plans of the customers' countries (the +1 plan alone has 25 countries).
 */
const destinations = phoneNumbers(generated);

/** What is wrong with `text` as a phone number of the destination `country` (ISO alpha-2; Somaliland dials as Somalia), or undefined when it counts as valid. */
export function destinationPhoneIssue(country: string, text: string): PhoneIssue | undefined {
  return destinations.phoneIssue(country, text);
}

/** The destination's calling code without "+", e.g. "252" for SO and SQ; undefined for a country that is no destination. */
export function destinationCallingCode(country: string): string | undefined {
  return destinations.callingCode(country);
}
