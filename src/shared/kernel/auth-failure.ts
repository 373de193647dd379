import type { ServiceIdentifier } from 'inversify';
import type { AppError } from './app-error';

/**
 * Where adapters report that the back end refused the session (401/403) or blocked the
 * customer (DisabledCustomer). The app decides what follows: sign out, redirect.
 */
export interface AuthFailureSink {
  unauthorized(error: AppError): void;
  disabled(error: AppError): void;
}
export const AuthFailureSink = Symbol('AuthFailureSink') as ServiceIdentifier<AuthFailureSink>;

/** Routes an error to the sink when it is an auth failure; returns the error for throwing. */
export function reportAuthFailure(sink: AuthFailureSink, error: AppError): AppError {
  if (error.hasType('DisabledCustomer')) sink.disabled(error);
  else if (error.status === 401 || error.status === 403) sink.unauthorized(error);
  return error;
}
