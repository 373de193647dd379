import type { ServiceIdentifier } from 'inversify';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, Credentials, LoginLocation, Session, SignedInCustomer } from '../domain/session';

/** Service locator (separate host): where a country's back end is, where a login is registered. */
export interface ServiceLocator {
  /** Every country where the e-mail or phone is registered; empty when nowhere. */
  lookupLogin(value: string, options?: CallOptions): Promise<readonly LoginLocation[]>;
  /** The back end serving a country, or undefined when the locator has no entry for it. */
  backendFor(country: string, options?: CallOptions): Promise<Backend | undefined>;
}
export const ServiceLocator = Symbol('ServiceLocator') as ServiceIdentifier<ServiceLocator>;

/** The main API's sign-in and current-customer calls. `options.signal` carries the action's deadline. */
export interface AuthGateway {
  login(backend: Backend, credentials: Credentials, options?: CallOptions): Promise<{ readonly token: string }>;
  currentCustomer(backend: Backend, token: string, options?: CallOptions): Promise<SignedInCustomer>;
}
export const AuthGateway = Symbol('AuthGateway') as ServiceIdentifier<AuthGateway>;

/** What survives a reload (local storage in the browser). Never personal data. */
export interface SessionStore {
  load(): Session | undefined;
  save(session: Session): void;
  /** Removes the token, base address, project and OAuth token; keeps preferences. */
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

export interface SessionConfig {
  /** Main-API address used when the locator has no entry for a country. */
  readonly testBackend: Backend;
}
export const SessionConfig = Symbol('SessionConfig') as ServiceIdentifier<SessionConfig>;
