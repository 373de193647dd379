import type { ServiceIdentifier } from 'inversify';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { RegistrationBackend, RegistrationDraft } from '../domain/registration-draft';
import type { ResidenceCountry } from '../domain/residence-country';

/** Where the registration draft survives a reload (session storage in the browser). */
export interface RegistrationDraftStore {
  load(): RegistrationDraft;
  /** Merges the answers into the draft and returns the whole draft. */
  save(answers: Partial<RegistrationDraft>): RegistrationDraft;
  /** Removes the draft (registration completed or cancelled, sign-out). */
  clear(): void;
}
export const RegistrationDraftStore = Symbol('RegistrationDraftStore') as ServiceIdentifier<RegistrationDraftStore>;

/** The service locator as onboarding asks it: the countries offered, a country's back end, where a login lives. */
export interface OnboardingLocator {
  /** The countries the service is offered in (GET countries list); Somaliland as SQ. */
  countries(options?: CallOptions): Promise<readonly ResidenceCountry[]>;
  /** The back end serving a country, or undefined when the locator has no entry (the test address is used). */
  backendFor(country: string, options?: CallOptions): Promise<RegistrationBackend | undefined>;
  /** Countries where a login (e-mail) is registered; empty when nowhere. */
  countriesOfLogin(value: string, options?: CallOptions): Promise<readonly string[]>;
}
export const OnboardingLocator = Symbol('OnboardingLocator') as ServiceIdentifier<OnboardingLocator>;

export interface PhoneRegistration {
  readonly email: string;
  readonly mobilePhone: { readonly code: string; readonly phone: string };
  readonly password: string;
  readonly country: string;
}

export interface PersonalIdentityNumberRegistration {
  readonly personalIdentityNumber: string;
  readonly email: string;
  readonly country: string;
}

/** The main API's registration and verification calls, on the back end of the country of residence. */
export interface RegistrationGateway {
  /** POST /user/register-with-phone: the new customer's token (kept in the draft, not a session). */
  registerWithPhone(backend: RegistrationBackend, registration: PhoneRegistration): Promise<{ readonly token: string }>;
  /** POST /verification/send-phone-code: seconds before another code may be asked for. */
  sendPhoneCode(backend: RegistrationBackend, mobilePhone: PhoneRegistration['mobilePhone'], country: string): Promise<{ readonly resendAfterSeconds: number }>;
  /** POST /verification/verify-phone. */
  verifyPhone(backend: RegistrationBackend, mobilePhone: PhoneRegistration['mobilePhone'], code: string): Promise<void>;
  /** POST /verification/verify-email-resend. */
  resendVerificationEmail(backend: RegistrationBackend, email: string): Promise<void>;
  /**
   * POST /user/register-with-personal-identity-number (after BankID signed the number): the new
   * customer's token. AccountAlreadyExists (the number) and CustomerAlreadyExists (the e-mail), 409.
   */
  registerWithPersonalIdentityNumber(backend: RegistrationBackend, registration: PersonalIdentityNumberRegistration): Promise<{ readonly token: string }>;
}
export const RegistrationGateway = Symbol('RegistrationGateway') as ServiceIdentifier<RegistrationGateway>;

/** Forgotten password: the reset e-mail and the new password with the e-mail's token. */
export interface PasswordRecoveryGateway {
  /** POST /user/reset-password. */
  requestReset(backend: RegistrationBackend, email: string): Promise<void>;
  /** POST /user/change-password-token. */
  changePassword(backend: RegistrationBackend, change: { readonly token: string; readonly password: string; readonly confirmation: string }): Promise<void>;
}
export const PasswordRecoveryGateway = Symbol('PasswordRecoveryGateway') as ServiceIdentifier<PasswordRecoveryGateway>;

export interface OnboardingConfig {
  /** Main-API address used when the locator has no entry for a country, where a setting turns it on. */
  readonly testBackend: RegistrationBackend | undefined;
}
export const OnboardingConfig = Symbol('OnboardingConfig') as ServiceIdentifier<OnboardingConfig>;

/** Where the visitor is (the detected country), to pre-select the country of residence; undefined when unknown. */
export interface DetectedCountryHint {
  current(): Promise<string | undefined>;
}
export const DetectedCountryHint = Symbol('DetectedCountryHint') as ServiceIdentifier<DetectedCountryHint>;

/** The back end of the country of residence and the token of the customer being registered. */
export interface RegistrationAccess {
  readonly backend: { readonly baseUrl: string; readonly project: string };
  readonly token: string;
}

export interface PurposeOfAccount {
  /** Sent as purpose_of_account. */
  readonly key: string;
  /** The back office's English name (shown when the catalogue has no text for the key). */
  readonly name: string;
}

export interface FoundAddress {
  readonly id: string;
  readonly text: string;
}

export interface AddressDetail {
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  readonly province: string;
  readonly country: string;
}

export interface UsStateOption {
  readonly code: string;
  readonly name: string;
}

/** The remitter as registration sends it (create or update). */
export interface RemitterDetails {
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly birthday?: string;
  readonly nationality?: string;
  readonly occupation?: string;
  readonly purposeOfAccount?: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  readonly province?: string;
  /** US customers only. */
  readonly ssn?: string;
  readonly usState?: string;
}

/** The remitter as registration creates it: with the agent's code when an agent signed the customer up. */
export interface NewRemitter extends RemitterDetails {
  readonly agentCode?: string;
}

/**
 * The main-API and service-locator calls of the registration steps (openapi/main-api.yaml,
 * service-locator.yaml). Every failure is an AppError with its type, field errors and request id.
 */
export interface RegistrationStepsGateway {
  /** GET /remit/options/get-purpose-of-account: the reasons of usage. */
  purposesOfAccount(access: RegistrationAccess): Promise<readonly PurposeOfAccount[]>;
  /** POST /verification/address-plain-lookup. */
  findAddresses(access: RegistrationAccess, query: string, country: string): Promise<readonly FoundAddress[]>;
  /** POST /verification/address-detail-lookup. */
  addressDetail(access: RegistrationAccess, id: string): Promise<AddressDetail>;
  /** The US states from the service locator's country list. */
  usStates(): Promise<readonly UsStateOption[]>;
  /** POST /remit/remitter/create (with the agent code, if any); 409 CustomerAlreadyExists when the remitter exists. */
  createRemitter(access: RegistrationAccess, remitter: NewRemitter): Promise<void>;
  /** POST /remit/remitter/update (never the agent code). */
  updateRemitter(access: RegistrationAccess, remitter: RemitterDetails): Promise<void>;
}
export const RegistrationStepsGateway = Symbol('RegistrationStepsGateway') as ServiceIdentifier<RegistrationStepsGateway>;

/**
 * Turns the registered customer's token into a signed-in session (the session context does it:
 * load the customer, SessionState.start). Bound in src/app, where the contexts meet.
 */
export interface RegistrationSessionStarter {
  start(access: RegistrationAccess, country: string): Promise<void>;
}
export const RegistrationSessionStarter = Symbol('RegistrationSessionStarter') as ServiceIdentifier<RegistrationSessionStarter>;

/** The OAuth flows of registration (spec 01 section 4): RegistrationEmail and RegistrationBankId. */
export type RegistrationOauthFlow = 'RegistrationEmail' | 'RegistrationBankId';
/** Where a registration code goes: the e-mail code, or the SMS code to the phone named at commit. */
export type RegistrationCodeChannel = 'email' | 'sms';
/** A code went out (to a masked address), or one sent a moment ago is still good (OTPAlreadySent). */
export type RegistrationCodeSent =
  | { readonly kind: 'sent'; readonly destination: string; readonly resendAfterSeconds: number }
  | { readonly kind: 'already-sent' };

/** What BankID's e-KYC answer tells about the person who signed. */
export interface BankIdPerson {
  readonly personalIdentityNumber: string;
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
}

/**
 * The OAuth API as registration uses it. The session context runs the flows (OauthFlow); src/app
 * adapts it to this port when a registration way needs it (loaded on demand, never on /sign-in's
 * first screen). Failures are AppErrors with the contract's error type; an OAuth 403 ends the flow.
 */
export interface RegistrationOauth {
  /** The registration flow still running in this browser (it survives leaving for the BankID app), if any. */
  running(): { readonly flow: RegistrationOauthFlow; readonly country: string } | undefined;
  /** Captcha, token and commit of the identifiers (e-mail and phone for RegistrationEmail). */
  start(flow: RegistrationOauthFlow, country: string, identifiers: { readonly email?: string; readonly phone?: string }): Promise<void>;
  sendCode(channel: RegistrationCodeChannel): Promise<RegistrationCodeSent>;
  /** Reset, a second's wait, send. */
  resendCode(channel: RegistrationCodeChannel): Promise<RegistrationCodeSent>;
  checkCode(channel: RegistrationCodeChannel, code: string): Promise<void>;
  /** BankID init: the address of the BankID page (a QR code on a desktop, opened on a phone). */
  bankIdInit(personalIdentityNumber: string): Promise<{ readonly url: string }>;
  bankIdCheck(): Promise<{ readonly complete: boolean }>;
  bankIdCancel(): Promise<void>;
  ekyc(): Promise<BankIdPerson>;
  /** Flush without starting a session: the registering customer's token and back end. */
  finish(): Promise<RegistrationAccess>;
  /** Drops the running flow (another way was chosen, or it was cancelled). */
  abandon(): void;
}
export const RegistrationOauth = Symbol('RegistrationOauth') as ServiceIdentifier<RegistrationOauth>;
