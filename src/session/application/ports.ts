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
  /** Why the last session ended, for the next sign-in page to say (spec 01 section 4's unauthorized-message flag). */
  readEndedNotice(): SessionEndedReason | undefined;
  setEndedNotice(reason: SessionEndedReason | undefined): void;
  defaultLoginCountry(): string | undefined;
  setDefaultLoginCountry(country: string): void;
  /** Time (ms since epoch) of the customer's last activity in a signed-in session. */
  lastActivity(): number | undefined;
  setLastActivity(at: number): void;
}
export const SessionStore = Symbol('SessionStore') as ServiceIdentifier<SessionStore>;

/**
 * Why a session ended, as the next sign-in page says it: `ended`, the server refused the token
 * (401/403, the wallet-side logout, a sign-out in another tab); `inactivity`, the hour ran out
 * (the "You've been logged out" message first).
 */
export type SessionEndedReason = 'ended' | 'inactivity';

/**
 * Where a sign-out lands: the sign-in page; the sign-in page that leads back to where the customer
 * was; the blocked-account page.
 */
export type SignOutLanding = 'sign-in' | 'sign-in-and-back' | 'account-blocked';

/** What a sign-out asks of the app around it: a way out that keeps nothing in memory. */
export interface SignOutExit {
  /** Loads the landing page afresh (a new document): nothing the ended session held in memory, or showed, survives. */
  leave(landing: SignOutLanding): void;
}
export const SignOutExit = Symbol('SignOutExit') as ServiceIdentifier<SignOutExit>;

/**
 * The customer's other tabs of the portal (BroadcastChannel in the browser): a sign-out here is
 * announced there at once, and ends the session there too.
 */
export interface SessionEndBroadcast {
  announce(): void;
  /** Calls the listener when another tab announces; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
export const SessionEndBroadcast = Symbol('SessionEndBroadcast') as ServiceIdentifier<SessionEndBroadcast>;

/** Stores of other contexts that a sign-out empties (the registration draft). */
export const SignOutWipes = Symbol('SignOutWipes') as ServiceIdentifier<readonly { clear(): void }[]>;

export interface SessionConfig {
  /** Main-API address used when the locator has no entry for a country, where a setting turns it on. */
  readonly testBackend: Backend | undefined;
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
