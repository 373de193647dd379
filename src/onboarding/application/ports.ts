import type { ServiceIdentifier } from 'inversify';
import type { RegistrationDraft } from '../domain/registration-draft';

/** Where the registration draft survives a reload (session storage in the browser). */
export interface RegistrationDraftStore {
  load(): RegistrationDraft;
  /** Merges the answers into the draft and returns the whole draft. */
  save(answers: Partial<RegistrationDraft>): RegistrationDraft;
  /** Removes the draft (registration completed or cancelled, sign-out). */
  clear(): void;
}
export const RegistrationDraftStore = Symbol('RegistrationDraftStore') as ServiceIdentifier<RegistrationDraftStore>;

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
  /** POST /remit/remitter/create; 409 CustomerAlreadyExists when the remitter exists. */
  createRemitter(access: RegistrationAccess, remitter: RemitterDetails): Promise<void>;
  /** POST /remit/remitter/update. */
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
