import type { ComponentType } from 'react';
import type { EnsureModules } from '@/shared/di/module-loader';
import type { GuardName } from './guards';

export type LayoutName = 'onboarding' | 'background' | 'steps' | 'default' | 'signed-in' | 'empty';

export type Screen =
  | { readonly kind: 'built'; readonly load: () => Promise<ComponentType> }
  | { readonly kind: 'redirect'; readonly to: string };

export interface RouteEntry {
  readonly path: string;
  readonly layout: LayoutName;
  readonly guards: readonly GuardName[];
  /** Key in common:titles. */
  readonly title: string;
  readonly screen: Screen;
  /** Send-money progress step (1-4). */
  readonly step?: number;
  /** Body class for the page background (reset after each navigation). */
  readonly bodyClass?: string;
}

const registration: readonly GuardName[] = ['guest', 'registration-entry'];
const entryScreens = () => import('@/onboarding/ui/entry-screens');
const formScreens = () => import('@/onboarding/ui/form-screens');
/** The registration steps after the account exists: one lazily loaded chunk for all of them. */
const registrationStep = (name: keyof typeof import('../pages/registration-routes')): Screen => ({
  kind: 'built',
  load: () => import('../pages/registration-routes').then((m) => m[name]),
});

/**
 * A page of an area that is not on the first screen: its chunk, the area's loader and its services
 * load together, and the page renders once all are there (src/app/pages/with-modules.tsx). E.g.
 * `screen: areaPage(() => import('@/transfers/transfers-loader').then((m) => m.ensureTransfersModules), () => import(...).then((m) => m.TransfersPage))`.
 */
export const areaPage = (ensure: () => Promise<EnsureModules>, page: () => Promise<ComponentType>): Screen => ({
  kind: 'built',
  load: () => Promise.all([import('../pages/with-modules'), ensure(), page()]).then(([m, e, Page]) => m.withModules(e, Page)),
});

/**
 * A send-money page (the steps, the payment callbacks): send money's services and the payment
 * panels load with it (src/app/send-composition.ts). E.g.
 * `screen: sendMoneyPage(() => import('@/sending/ui/quote/quote-page').then((m) => m.QuotePage))`.
 */
export const sendMoneyPage = (page: () => Promise<ComponentType>): Screen => areaPage(() => import('../send-composition').then((m) => m.ensureSendMoney), page);
/** The new-recipient step: send money's recipient forms (the schema rules, the phone metadata) load with it. */
export const recipientFormPage = (page: () => Promise<ComponentType>): Screen =>
  areaPage(() => import('../send-composition').then((m) => m.ensureSendMoneyWithRecipientForms), page);
/** A page of send money that pays, or that a payment provider returns to: the paying context's modules too. */
export const payingPage = (page: () => Promise<ComponentType>): Screen => areaPage(() => import('../send-composition').then((m) => m.ensureSendMoneyAndPaying), page);

/** Every route of both spec documents, with its layout, guards and title. */
export const ROUTES: readonly RouteEntry[] = [
  // Onboarding layout (spec 01 section 2).
  { path: '/sign-in', layout: 'onboarding', guards: ['guest'], title: 'signIn', screen: { kind: 'built', load: () => import('@/session/ui/sign-in-page').then((m) => m.SignInPage) } },
  { path: '/sign-in-country', layout: 'onboarding', guards: ['guest'], title: 'signInCountry', screen: { kind: 'built', load: () => import('@/session/ui/sign-in-country-page').then((m) => m.SignInCountryPage) } },
  { path: '/sign-up', layout: 'onboarding', guards: ['agent-sign-up'], title: 'signUp', screen: { kind: 'built', load: () => entryScreens().then((m) => m.AgentSignUpPage) } },
  { path: '/nets-agent', layout: 'onboarding', guards: ['guest'], title: 'netsAgent', screen: { kind: 'built', load: () => entryScreens().then((m) => m.AgentSignUpPage) } },
  { path: '/country-of-residence', layout: 'onboarding', guards: registration, title: 'countryOfResidence', screen: { kind: 'built', load: () => entryScreens().then((m) => m.CountryOfResidencePage) } },
  { path: '/cannot-find-my-country', layout: 'onboarding', guards: ['guest', 'cannot-find-country'], title: 'cannotFindCountry', screen: { kind: 'built', load: () => entryScreens().then((m) => m.CannotFindCountryPage) } },
  { path: '/registration', layout: 'onboarding', guards: registration, title: 'registration', screen: { kind: 'built', load: () => import('../pages/registration-route').then((m) => m.RegistrationRoute) } },
  { path: '/registration-name', layout: 'onboarding', guards: registration, title: 'registrationName', screen: registrationStep('name') },
  { path: '/registration-nationality', layout: 'onboarding', guards: registration, title: 'registrationNationality', screen: registrationStep('nationality') },
  { path: '/registration-date-of-birthday', layout: 'onboarding', guards: registration, title: 'registrationDateOfBirth', screen: registrationStep('dateOfBirth') },
  { path: '/registration-reason-of-usage', layout: 'onboarding', guards: registration, title: 'registrationReasonOfUsage', screen: registrationStep('reasonOfUsage') },
  { path: '/phone-verification', layout: 'onboarding', guards: registration, title: 'phoneVerification', screen: { kind: 'built', load: () => formScreens().then((m) => m.PhoneVerificationPage) } },
  { path: '/email-verification', layout: 'onboarding', guards: registration, title: 'emailVerification', screen: { kind: 'built', load: () => formScreens().then((m) => m.EmailVerificationPage) } },
  { path: '/occupation', layout: 'onboarding', guards: registration, title: 'occupation', screen: registrationStep('occupation') },
  { path: '/address-search', layout: 'onboarding', guards: registration, title: 'addressSearch', screen: registrationStep('addressSearch') },
  { path: '/address', layout: 'onboarding', guards: registration, title: 'address', screen: registrationStep('address') },
  { path: '/ssn', layout: 'onboarding', guards: registration, title: 'ssn', screen: registrationStep('ssn') },
  { path: '/recovery-password', layout: 'onboarding', guards: ['guest'], title: 'recoveryPassword', screen: { kind: 'built', load: () => formScreens().then((m) => m.RecoveryPasswordPage) } },
  // The reset e-mail's link works signed in too: a customer without a password sets one from the profile through it.
  { path: '/change-password', layout: 'onboarding', guards: [], title: 'changePassword', screen: { kind: 'built', load: () => formScreens().then((m) => m.ChangePasswordPage) } },
  { path: '/area-not-available', layout: 'onboarding', guards: [], title: 'areaNotAvailable', screen: { kind: 'built', load: () => import('../pages/area-not-available-page').then((m) => m.AreaNotAvailablePage) } },

  // Background-only layout.
  { path: '/account-blocked', layout: 'background', guards: [], title: 'accountBlocked', screen: { kind: 'built', load: () => import('../pages/account-blocked-page').then((m) => m.AccountBlockedPage) } },
  { path: '/successfully-verified', layout: 'background', guards: ['auth'], title: 'successfullyVerified', screen: { kind: 'built', load: () => import('../pages/verification-routes').then((m) => m.SuccessfullyVerifiedRoute) } },
  { path: '/verifying-in-progress', layout: 'background', guards: ['auth'], title: 'verifyingInProgress', screen: { kind: 'built', load: () => import('../pages/verification-routes').then((m) => m.VerifyingInProgressRoute) } },

  // Send money, steps layout (spec 02 section 2).
  { path: '/send-money', layout: 'steps', guards: ['auth'], title: 'sendMoney', screen: { kind: 'redirect', to: '/send-money/quote' } },
  { path: '/send-money/quote', layout: 'steps', guards: ['auth'], title: 'quote', step: 1, screen: sendMoneyPage(() => import('@/sending/ui/quote/quote-page').then((m) => m.QuotePage)) },
  { path: '/send-money/self-info', layout: 'steps', guards: ['auth'], title: 'selfInfo', step: 2, screen: sendMoneyPage(() => import('@/sending/ui/sender/sender-page').then((m) => m.SenderPage)) },
  { path: '/send-money/recipient', layout: 'steps', guards: ['auth'], title: 'recipient', step: 3, screen: sendMoneyPage(() => import('@/sending/ui/recipient/recipient-list-page').then((m) => m.RecipientListPage)) },
  { path: '/send-money/recipient-details', layout: 'steps', guards: ['auth'], title: 'recipientDetails', step: 3, screen: sendMoneyPage(() => import('@/sending/ui/recipient/recipient-details-page').then((m) => m.RecipientDetailsPage)) },
  { path: '/send-money/new-recipient-details', layout: 'steps', guards: ['auth'], title: 'newRecipientDetails', step: 3, screen: recipientFormPage(() => import('@/sending/ui/new-recipient/new-recipient-page').then((m) => m.NewRecipientPage)) },
  { path: '/send-money/pay/:transactionReference?', layout: 'steps', guards: ['auth'], title: 'pay', step: 4, screen: payingPage(() => import('@/sending/ui/pay/pay-page').then((m) => m.PayPage)) },

  // Default layout.
  { path: '/checkout-card-enrollment/:status', layout: 'default', guards: ['auth'], title: 'checkoutCardEnrollment', screen: payingPage(() => import('@/paying/ui/card/card-enrollment-page').then((m) => m.CardEnrollmentPage)) },
  { path: '/nets-success', layout: 'default', guards: [], title: 'netsSuccess', screen: payingPage(() => import('@/paying/ui/callbacks/provider-callback-pages').then((m) => m.NetsSuccessPage)) },
  { path: '/nets-fail', layout: 'default', guards: [], title: 'netsFail', screen: payingPage(() => import('@/paying/ui/callbacks/provider-callback-pages').then((m) => m.NetsFailPage)) },

  // Empty layout.
  { path: '/trustly-callback', layout: 'empty', guards: ['trustly-callback'], title: 'trustlyCallback', screen: payingPage(() => import('@/paying/ui/instant-bank/trustly-callback-page').then((m) => m.TrustlyCallbackPage)) },
  { path: '/verification', layout: 'empty', guards: ['verification-link'], title: 'verification', screen: { kind: 'built', load: () => import('@/kyc/ui/handoff/phone-verification-page').then((m) => m.PhoneVerificationPage) } },
  { path: '/transfers/:transactionReference', layout: 'empty', guards: ['auth'], title: 'transactionUpdate', screen: areaPage(() => import('@/transfers/transfers-loader').then((m) => m.ensureTransfersModules), () => import('@/transfers/ui/update/payout-update-page').then((m) => m.PayoutUpdatePage)) },

  // Signed-in layout.
  { path: '/wallet', layout: 'signed-in', guards: ['auth'], title: 'wallet', screen: { kind: 'built', load: () => import('../pages/home-route').then((m) => m.HomeRoute) } },
  { path: '/transfers', layout: 'signed-in', guards: ['auth'], title: 'transfers', screen: areaPage(() => import('@/transfers/transfers-loader').then((m) => m.ensureTransfersModules), () => import('../pages/transfers-route').then((m) => m.TransfersRoute)) },
  { path: '/profile', layout: 'signed-in', guards: ['auth'], title: 'profile', screen: areaPage(() => import('../pages/profile-route').then((m) => m.ensureProfilePage), () => import('../pages/profile-route').then((m) => m.ProfileRoute)), bodyClass: 'bg-light' },
  { path: '/recipients', layout: 'signed-in', guards: ['auth'], title: 'recipients', screen: areaPage(() => import('@/sending/sending-loader').then((m) => m.ensureSendingModules), () => import('@/sending/ui/recipients-book/recipients-book-page').then((m) => m.RecipientsBookPage)), bodyClass: 'bg-light' },
  { path: '/your-promo-codes', layout: 'signed-in', guards: ['auth'], title: 'promoCodes', screen: areaPage(() => import('@/promotions/promotions-loader').then((m) => m.ensurePromotionsModules), () => import('@/promotions/ui/promo-codes-page').then((m) => m.PromoCodesPage)), bodyClass: 'bg-light' },

  { path: '/', layout: 'empty', guards: [], title: 'default', screen: { kind: 'redirect', to: '/wallet' } },
];

/** Titles keyed by the value of the first route parameter (spec 01 section 2). */
export const PARAM_TITLES: Readonly<Record<string, string>> = {
  success: 'cardEnrollmentSuccess',
  failure: 'cardEnrollmentFailure',
  fail: 'cardEnrollmentFailure',
};

