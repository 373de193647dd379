import { phoneNumbers } from './phone-numbers';
import generated from './phone-metadata-destinations.json';

/**
 * Recipients' phone numbers (send money's and the recipients' forms, a payout's update): the
 * numbering plans of the destinations only (phone-metadata-destinations.json), so a recipient form
 * does not carry the plans of the customers' countries (the +1 plan alone has 25 countries).
 */
export const { phoneIssue: destinationPhoneIssue, callingCode: destinationCallingCode } = phoneNumbers(generated);
