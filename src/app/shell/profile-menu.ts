import type { DocumentRequest } from '@/kyc/domain/verification-profile';
import type { SignedInCustomer } from '@/session/domain/session';
import type { SupportContact } from '@/shared/kernel/support';

/**
 * The profile menu (spec 02 section 2), in its order. Each item says what it does; the menu (the
 * popover on a desktop, the list in the phone's menu) shows exactly these.
 */
export type ProfileMenuItem =
  /** Only in RequestAddress, RequestProofOfSourceOfFunds and RequestId: opens the upload dialog for the request. */
  | { readonly kind: 'upload-document'; readonly request: DocumentRequest }
  /** A link to /profile. */
  | { readonly kind: 'profile'; readonly to: string }
  /** "Profile" for a customer whose remittance is not enabled: opens the "not yet available" dialog instead. */
  | { readonly kind: 'remittance-not-enabled' }
  /** The support page, in a new tab, and Customer Support's e-mail address (a mailto: link beside it). */
  | { readonly kind: 'support'; readonly href: string; readonly email: string }
  | { readonly kind: 'promo-codes'; readonly to: string }
  /** Only in a BankID country, without another login and without a verified personal identity number: opens the BankID dialog. */
  | { readonly kind: 'bank-id-login' }
  /** Opens the logout dialog ("Do you want to sign out?"). */
  | { readonly kind: 'sign-out' };

export type ProfileMenuItemKind = ProfileMenuItem['kind'];

/** What the customer record must tell the menu (user/get). */
export type ProfileMenuCustomer = Pick<
  SignedInCustomer,
  'isRemittanceEnabled' | 'sourceCountryBankIdLogin' | 'alternativeLoginMethodEnabled' | 'personalIdentityNumberVerified'
>;

export interface ProfileMenuConfig {
  /** The customer's Customer Support (VITE_SUPPORT, for their country: SupportDesk). */
  readonly support: SupportContact;
  /** The feature option "promo enabled" (spec 02 section 9): without it there are no promo-code pages. */
  readonly promo: boolean;
}

export const PROFILE_PATH = '/profile';
export const PROMO_CODES_PATH = '/your-promo-codes';

/** "Login with BankID": a BankID country, no alternative login yet, the personal identity number not verified. */
export function offersBankIdLogin(customer: ProfileMenuCustomer): boolean {
  return customer.sourceCountryBankIdLogin && !customer.alternativeLoginMethodEnabled && !customer.personalIdentityNumberVerified;
}

/**
 * The profile menu's items for a customer. `upload` is the document identity verification asks for
 * (its `accountItems(profile).upload`: only in RequestId, RequestAddress and
 * RequestProofOfSourceOfFunds). Verification's code and the profile arrive after the page has
 * painted: until then (undefined) the menu simply has no "Upload document", and the menu's own
 * code carries none of verification's rules.
 */
export function profileMenuItems(customer: ProfileMenuCustomer, upload: DocumentRequest | null | undefined, config: ProfileMenuConfig): ProfileMenuItem[] {
  const items: ProfileMenuItem[] = [];
  if (upload) items.push({ kind: 'upload-document', request: upload });
  items.push(customer.isRemittanceEnabled ? { kind: 'profile', to: PROFILE_PATH } : { kind: 'remittance-not-enabled' });
  items.push({ kind: 'support', href: config.support.url, email: config.support.email });
  if (config.promo) items.push({ kind: 'promo-codes', to: PROMO_CODES_PATH });
  if (offersBankIdLogin(customer)) items.push({ kind: 'bank-id-login' });
  items.push({ kind: 'sign-out' });
  return items;
}
