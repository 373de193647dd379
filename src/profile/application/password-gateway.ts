import type { ServiceIdentifier } from 'inversify';

/** What a password change sends: the current password, the new one and its confirmation, as typed. */
export interface PasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirmation: string;
}

/**
 * The signed-in customer's password: its change, and the e-mail with the link to set one. A
 * refusal is an AppError with field errors by property path (old_password: the current password
 * is wrong; password; password_confirmation), the same in both modes; no session means
 * Unauthorized before any call.
 */
export interface PasswordGateway {
  /** POST /user/change-password; resolves once the back office holds the new password. */
  change(change: PasswordChange): Promise<void>;
  /**
   * POST /user/reset-password on the customer's own back end: the reset e-mail, whose link
   * (/change-password?token=…) sets a password; for a customer who has none, the way to get one.
   * Resolves once the back office says it is sent; too many asks are EmailResetDDOS (429).
   */
  sendSetLink(email: string): Promise<void>;
}
export const PasswordGateway = Symbol('PasswordGateway') as ServiceIdentifier<PasswordGateway>;
