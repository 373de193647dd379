import type { ServiceIdentifier } from 'inversify';

/** The signed-in customer's main-API token and base address, as adapters need them. */
export interface SessionCredentials {
  token(): string | undefined;
  /** Main-API base address of the customer's country (from the service locator). */
  baseUrl(): string | undefined;
  /** Back-end project name of the customer's country (from the service locator). */
  project(): string | undefined;
}
export const SessionCredentials = Symbol('SessionCredentials') as ServiceIdentifier<SessionCredentials>;
