import { describe, expect, it } from 'vitest';
import type { VerificationProfile } from '@/kyc/domain/verification-profile';
import type { VerificationStatus } from '@/kyc/domain/verification-status';
import { accountItems } from '@/kyc/application/shell-views';
import { offersBankIdLogin, profileMenuItems, type ProfileMenuConfig, type ProfileMenuCustomer } from './profile-menu';

const CONFIG: ProfileMenuConfig = { support: { url: 'https://support.example/contact', email: 'help@support.example' }, promo: true };

/** A cleared British customer: remittance enabled, no BankID country. */
const british: ProfileMenuCustomer = { isRemittanceEnabled: true, sourceCountryBankIdLogin: false, alternativeLoginMethodEnabled: false, personalIdentityNumberVerified: false };
/** A Swedish customer who still signs in with e-mail and password. */
const swedish: ProfileMenuCustomer = { ...british, sourceCountryBankIdLogin: true };

function profile(status: VerificationStatus, documentRequest: VerificationProfile['documentRequest'] = null): VerificationProfile {
  return {
    customerId: 1,
    guid: 'g-1',
    country: 'SE',
    status,
    internalStatus: status,
    twoPlusTwoResult: 'Verified',
    watchlistResult: 'Verified',
    documentRequest,
    nextDocumentRequest: null,
    limit: null,
    remitter: null,
  };
}

/** The menu as the shell has it once verification's profile is read: the document it asks for, through verification's own rule. */
const items = (customer: ProfileMenuCustomer, verification: VerificationProfile | undefined, config: ProfileMenuConfig) =>
  profileMenuItems(customer, verification && accountItems(verification).upload, config);

const kinds = (customer: ProfileMenuCustomer, verification?: VerificationProfile, config = CONFIG) =>
  items(customer, verification, config).map((item) => item.kind);

describe('the profile menu items (spec 02 section 2)', () => {
  it('gives a cleared British customer Profile, Support, Promo codes and Sign out, in that order', () => {
    expect(kinds(british, profile('Pass'))).toEqual(['profile', 'support', 'promo-codes', 'sign-out']);
    expect(items(british, profile('Pass'), CONFIG)).toEqual([
      { kind: 'profile', to: '/profile' },
      { kind: 'support', href: 'https://support.example/contact', email: 'help@support.example' },
      { kind: 'promo-codes', to: '/your-promo-codes' },
      { kind: 'sign-out' },
    ]);
  });

  it('adds "Login with BankID" in a BankID country, before Sign out', () => {
    expect(kinds(swedish, profile('Pass'))).toEqual(['profile', 'support', 'promo-codes', 'bank-id-login', 'sign-out']);
  });

  it.each([
    ['with another login method already', { alternativeLoginMethodEnabled: true, personalIdentityNumberVerified: false }],
    ['with a verified personal identity number', { alternativeLoginMethodEnabled: false, personalIdentityNumberVerified: true }],
    ['with both', { alternativeLoginMethodEnabled: true, personalIdentityNumberVerified: true }],
  ])('offers no BankID login in a BankID country %s', (_, flags) => {
    const customer = { ...swedish, ...flags };
    expect(offersBankIdLogin(customer)).toBe(false);
    expect(kinds(customer, profile('Pass'))).not.toContain('bank-id-login');
  });

  it('offers no BankID login outside a BankID country, whatever the other flags', () => {
    expect(offersBankIdLogin(british)).toBe(false);
    expect(offersBankIdLogin({ ...british, alternativeLoginMethodEnabled: true })).toBe(false);
    expect(offersBankIdLogin(swedish)).toBe(true);
  });

  it.each([
    ['RequestId', { screen: 'id', document: 'ID', optional: false }],
    ['RequestAddress', { screen: 'address', document: 'ProofOfAddress', optional: false }],
    ['RequestProofOfSourceOfFunds', { screen: 'funds', document: 'ProofOfIncome', optional: false }],
  ] as const)('puts "Upload document" first in %s, for the document the status asks for', (status, request) => {
    const menu = items(british, profile(status), CONFIG);
    expect(menu[0]).toEqual({ kind: 'upload-document', request });
    expect(menu.map((item) => item.kind)).toEqual(['upload-document', 'profile', 'support', 'promo-codes', 'sign-out']);
  });

  it('uploads the document the back office asked for when its request is for the status’s screen', () => {
    const passport = { screen: 'id', document: 'Passport', optional: true } as const;
    expect(items(british, profile('RequestId', passport), CONFIG)[0]).toEqual({ kind: 'upload-document', request: passport });
  });

  it.each(['Pass', 'RequestIdAddress', 'FailedId', 'VerifyingId', 'VerifyingProofOfSourceOfFunds', 'NotRegistered', 'Verifying'] as const)(
    'has no "Upload document" in %s',
    (status) => {
      expect(kinds(british, profile(status))).not.toContain('upload-document');
    },
  );

  it('has no "Upload document" while the verification profile is still on its way', () => {
    expect(kinds(british, undefined)).toEqual(['profile', 'support', 'promo-codes', 'sign-out']);
  });

  it('opens the "not yet available" dialog instead of the profile when remittance is not enabled', () => {
    const held = { ...british, isRemittanceEnabled: false };
    expect(items(held, profile('Pass'), CONFIG)[0]).toEqual({ kind: 'remittance-not-enabled' });
    expect(kinds(held, profile('Pass'))).not.toContain('profile');
  });

  it('leaves Promo codes out when the promo feature is off', () => {
    expect(kinds(british, profile('Pass'), { ...CONFIG, promo: false })).toEqual(['profile', 'support', 'sign-out']);
  });
});
