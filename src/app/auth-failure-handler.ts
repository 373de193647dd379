import type { AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { SignOut } from '@/session/application/sign-out';

/**
 * Spec 01 section 4: a 401/403 stores the unauthorized-message flag, signs out and goes to
 * /sign-in; a disabled customer goes to /account-blocked. Both through the one SignOut (a fresh page).
 */
export class AuthFailureHandler implements AuthFailureSink {
  constructor(private readonly signOut: SignOut) {}

  unauthorized(_error: AppError): void {
    // Lands on the sign-in page afresh, back to where the customer was (query included) once they sign in again.
    void this.signOut.execute('unauthorized');
  }

  disabled(_error: AppError): void {
    void this.signOut.execute('blocked');
  }
}
