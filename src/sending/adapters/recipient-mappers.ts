import { z } from '@/shared/validation/zod';
import type { Recipient } from '../domain/recipient';
import { PAYOUT_TYPES } from '../domain/quote-part';

/**
 * Step 3's part of the main API's answers (openapi/main-api.yaml: listBeneficiaries, Beneficiary),
 * read at the adapter boundary by both the HTTP adapter and the in-memory one (which reads the
 * beneficiary desk's contract-shaped answers through the same schema), so both modes map the same
 * answer to the same recipients.
 */

const iso2 = z.string().check(z.regex(/^[A-Z]{2}$/));
const optionalText = z.optional(z.string());

export const beneficiarySchema = z.object({
  guid: z.string(),
  id: z.int(),
  country_iso2: iso2,
  customer_guid: z.string(),
  first_name: z.string(),
  middle_name: optionalText,
  last_name: z.string(),
  destination_country_iso2: iso2,
  payout_type: z.enum(PAYOUT_TYPES),
  mobile: optionalText,
  mobile_network_code: optionalText,
  mobile_wallet_number: optionalText,
  account_number: optionalText,
  iban: optionalText,
  bank_code: optionalText,
  bank_name: optionalText,
  collection_point_code: optionalText,
  card_last4: optionalText,
  city: optionalText,
});

export const beneficiariesSchema = z.object({ data: z.array(beneficiarySchema) });

/** A recipient id is the beneficiary's integer id: anything else names no recipient (and is not asked for). */
export const isRecipientId = (id: string): boolean => /^[0-9]{1,15}$/.test(id);

/** listBeneficiaries' query: the destination country and the id, as the contract names them. */
export function beneficiariesQuery(filter: { readonly countryIso2?: string; readonly id?: string }) {
  return {
    ...(filter.countryIso2 !== undefined ? { 'and.country_iso2.eq': filter.countryIso2 } : {}),
    ...(filter.id !== undefined ? { 'and.id.eq': Number(filter.id) } : {}),
  };
}

/** Only the fields given: a missing one stays absent (never an empty string). */
function given<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value !== undefined && value !== '' ? { [key]: value } : {}) as { [P in K]?: string };
}

export function recipientFrom(b: z.infer<typeof beneficiarySchema>): Recipient {
  return {
    id: String(b.id),
    guid: b.guid,
    firstName: b.first_name,
    ...given('middleName', b.middle_name),
    lastName: b.last_name,
    countryIso2: b.destination_country_iso2,
    payoutType: b.payout_type,
    ...given('mobile', b.mobile),
    ...given('mobileNetworkCode', b.mobile_network_code),
    ...given('mobileWalletNumber', b.mobile_wallet_number),
    ...given('accountNumber', b.account_number),
    ...given('iban', b.iban),
    ...given('bankCode', b.bank_code),
    ...given('bankName', b.bank_name),
    ...given('collectionPointCode', b.collection_point_code),
    ...given('city', b.city),
    ...given('cardLast4', b.card_last4),
  };
}

export const recipientsFrom = (data: z.infer<typeof beneficiariesSchema>): Recipient[] => data.data.map(recipientFrom);
