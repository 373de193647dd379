import type { ServiceIdentifier } from 'inversify';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, Credentials, LoginLocation, Session, SignedInCustomer } from '../domain/session';

/** Service locator (separate host): where a country's back end is, where a login is registered. */
export interface ServiceLocator {
  /** Every country where the e-mail or phone is registered; empty when nowhere. */
  lookupLogin(value: string, options?: CallOptions): Promise<readonly LoginLocation[]>;
  /** The back end serving a country, or undefined when the locator has no entry for it. */
  backendFor(country: string, options?: CallOptions): Promise<Backend | undefined>;
  /** The countries whose config has bank_id_login (GET /countries), in the locator's order. */
  bankIdLoginCountries(options?: CallOptions): Promise<readonly string[]>;
}
export const ServiceLocator = Symbol('ServiceLocator') as ServiceIdentifier<ServiceLocator>;

/** The main API's sign-in and current-customer calls. `options.signal` carries the action's deadline. */
export interface AuthGateway {
  login(backend: Backend, credentials: Credentials, options?: CallOptions): Promise<{ readonly token: string }>;
  currentCustomer(backend: Backend, token: string, options?: CallOptions): Promise<SignedInCustomer>;
  /** api/bank-id/login: starts a BankID order for the number; the BankID page's address and the order. */
  startBankIdLogin(backend: Backend, request: PinOrderRequest, options?: CallOptions): Promise<PinOrder>;
  /** user/login-with-personal-identity-number for that order: pending until signed, then the token. */
  loginWithPersonalIdentityNumber(backend: Backend, request: PinLoginRequest, options?: CallOptions): Promise<PinLoginProgress>;
}

export interface PinOrderRequest {
  readonly country: string;
  readonly personalIdentityNumber: string;
}
/** A BankID order (api/bank-id/login): the BankID page's address and the order's reference. */
export interface PinOrder {
  readonly url: string;
  readonly orderRef: string;
}
export interface PinLoginRequest {
  readonly personalIdentityNumber: string;
  readonly orderRef: string;
  readonly country: string;
}
export type PinLoginProgress = { readonly status: 'pending' } | { readonly status: 'complete'; readonly token: string };

/**
 * Ends a token's session on the server (POST /user/logout, an addition to the spec's calls).
 * An unknown or already ended token is a 401 AppError. Never reports to the auth-failure sink:
 * a sign-out must not set off another one.
 */
export interface SessionTerminator {
  logout(backend: Backend, token: string, options?: CallOptions): Promise<void>;
}
export const SessionTerminator = Symbol('SessionTerminator') as ServiceIdentifier<SessionTerminator>;
export const AuthGateway = Symbol('AuthGateway') as ServiceIdentifier<AuthGateway>;

/** What survives a reload (local storage in the browser). Never personal data. */
export interface SessionStore {
  load(): Session | undefined;
  save(session: Session): void;
  /** Removes the token, base address, project, OAuth token and every other key but the preferences (spec 01 section 3). */
  clear(): void;
  readUnauthorizedFlag(): boolean;
  setUnauthorizedFlag(value: boolean): void;
  defaultLoginCountry(): string | undefined;
  setDefaultLoginCountry(country: string): void;
  /** Time (ms since epoch) of the customer's last activity in a signed-in session. */
  lastActivity(): number | undefined;
  setLastActivity(at: number): void;
}
export const SessionStore = Symbol('SessionStore') as ServiceIdentifier<SessionStore>;

/** What a sign-out asks of the app around it: the reload flag and the way home. */
export interface SignOutExit {
  /** Sets the reload flag: the next navigation loads the page afresh, so nothing of the ended session stays in memory. */
  markReload(): void;
  /** Goes to the home route of a signed-out visitor (the sign-in page). */
  goHome(): void;
}
export const SignOutExit = Symbol('SignOutExit') as ServiceIdentifier<SignOutExit>;

/** Stores of other contexts that a sign-out empties (the registration draft). */
export const SignOutWipes = Symbol('SignOutWipes') as ServiceIdentifier<readonly { clear(): void }[]>;

export interface SessionConfig {
  /** Main-API address used when the locator has no entry for a country. */
  readonly testBackend: Backend;
}
export const SessionConfig = Symbol('SessionConfig') as ServiceIdentifier<SessionConfig>;

/** Where the visitor is, by the main API's GET /user/detect-country (ISO alpha-2 and region). */
export interface CountryDetector {
  /** Asks the main API at `backend` (before registration: the configured test address). */
  detect(backend: Backend, options?: CallOptions): Promise<{ readonly countryCode: string; readonly regionCode: string }>;
}
export const CountryDetector = Symbol('CountryDetector') as ServiceIdentifier<CountryDetector>;

/** The detected country kept between visits (spec 01 section 9: a cookie, 365 days, Secure, SameSite Lax). */
export interface DetectedCountryStore {
  read(): string | undefined;
  write(countryCode: string): void;
}

/**
 * The DetectedCountry use case (./detected-country.ts) as the container hands it out. Its code
 * loads on the first `current()`, so nothing of it weighs on the first screen.
 */
export const DetectedCountryToken = Symbol('DetectedCountry') as ServiceIdentifier<{ current(): Promise<string | undefined> }>;
