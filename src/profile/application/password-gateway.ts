import type { ServiceIdentifier } from 'inversify';

/** What a password change sends: the current password, the new one and its confirmation, as typed. */
export interface PasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirmation: string;
}

/**
 * The signed-in customer's password change. A refusal is an AppError with field errors by
 * property path (old_password: the current password is wrong; password; password_confirmation),
 * the same in both modes; no session means Unauthorized before any call.
 */
export interface PasswordGateway {
  /** POST /user/change-password; resolves once the back office holds the new password. */
  change(change: PasswordChange): Promise<void>;
}
export const PasswordGateway = Symbol('PasswordGateway') as ServiceIdentifier<PasswordGateway>;
