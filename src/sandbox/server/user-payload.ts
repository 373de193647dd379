import type { SandboxWorld } from '../world/world';
import { hasPassword, type SandboxCustomer } from '../world/customers.ts';
import { documentRequestSettings } from '../world/document-requests.ts';

/** The data block shared by user/get, remitter create/update and upload-document answers. */
export function userPayload(world: SandboxWorld, customer: SandboxCustomer, token: string) {
  const country = world.country(customer.country);
  const currency = country?.currency ?? 'EUR';
  const requests = documentRequestSettings(world, customer.id);
  const request = documentRequestFor(customer);
  // The country calling code is the customer's country's (+46 700 ... -> 46, 700...), not the first three digits.
  const digits = customer.phone.replace('+', '');
  const dial = country?.dialCode && digits.startsWith(country.dialCode) ? country.dialCode : (digits.match(/^\d{1,3}/)?.[0] ?? '');
  const code = dial;
  const rest = [digits.slice(dial.length)];
  return {
    user: {
      id: customer.id,
      guid: customer.guid,
      country: customer.country,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      mobile: customer.phone,
      mobile_phone: { code, phone: rest.join('') },
      isFullyRegistered: customer.isFullyRegistered,
      redirect_to_full: !customer.isFullyRegistered,
      usaState: customer.usaState ?? null,
      purposeOfAccount: customer.purposeOfAccount,
      sourceCountry: { name: country?.name ?? customer.country, bankIdLogin: country?.bankIdLogin ?? false },
      alternativeLoginMethodEnabled: customer.alternativeLoginMethodEnabled,
      personalIdentityNumberVerified: customer.personalIdentityNumberVerified,
      isRemittanceEnabled: customer.isRemittanceEnabled,
      hasPassword: hasPassword(customer),
      verification: {
        status: customer.status,
        internalStatus: customer.status,
        twoPlusTwoResult: customer.twoPlusTwoResult,
        watchlistResult: customer.watchlistResult,
      },
      address: customer.address,
    },
    document_request: request && requests.optional ? { ...request, type: 'optional' } : request,
    next_document_request: requests.next ? { document: requests.next.document, type: requests.next.optional ? 'optional' : 'standard' } : null,
    user_limit: {
      limit: { amount_minor: customer.limit.limitMinor, currency },
      used: { amount_minor: customer.limit.usedMinor, currency },
      limitRemainingWarning: requests.limitRemainingWarning ?? false,
    },
    yearly_limit: {
      limit: { amount_minor: customer.yearlyLimit.limitMinor, currency },
      used: { amount_minor: customer.yearlyLimit.usedMinor, currency },
      limitRemainingWarning: customer.yearlyLimit.usedMinor * 10 >= customer.yearlyLimit.limitMinor * 9,
    },
    remitter: {
      country_code: customer.country,
      country: country?.name ?? customer.country,
      street: customer.address.street,
      postcode: customer.address.postcode,
      name: customer.firstName,
      surname: customer.lastName,
    },
    token,
    meta: { customer: { kyc_user_reference: `kyc-${customer.guid}` } },
  };
}

/** The document request of a status (user/get document_request; the phone hand-off's request too). */
export function documentRequestFor(customer: SandboxCustomer) {
  switch (customer.status) {
    case 'RequestId':
    case 'RequestIdAddress':
    case 'FailedId':
    case 'FailedIdAddress':
    case 'VerifyingAddressRequestId':
      return { type: 'standard', screen_type: 'id', document: 'ID' };
    case 'RequestAddress':
    case 'VerifyingIdRequestAddress':
    case 'FailedAddress':
      return { type: 'standard', screen_type: 'address', document: 'ProofOfAddress' };
    case 'RequestProofOfSourceOfFunds':
      return { type: 'standard', screen_type: 'funds', document: 'ProofOfIncome' };
    default:
      return null;
  }
}
