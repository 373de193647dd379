import type { ServiceIdentifier } from 'inversify';
import { AppError } from './app-error';

/** The signed-in customer's main-API token and base address, as adapters need them. */
export interface SessionCredentials {
  token(): string | undefined;
  /** Main-API base address of the customer's country (from the service locator). */
  baseUrl(): string | undefined;
  /** Back-end project name of the customer's country (from the service locator). */
  project(): string | undefined;
}
export const SessionCredentials = Symbol('SessionCredentials') as ServiceIdentifier<SessionCredentials>;

/** What every adapter of a signed-in call throws, before calling anything, when there is no session. */
export function noSessionError(): AppError {
  return new AppError('Unauthorized', 'No session', { status: 401 });
}
