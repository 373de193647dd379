import type { AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { SignOut } from '@/session/application/sign-out';
import type { AppNavigator } from './app-navigator';

/**
 * Spec 01 section 4: a 401/403 stores the unauthorized-message flag, signs out and goes to
 * /sign-in unless already there; a disabled customer goes to /account-blocked.
 */
export class AuthFailureHandler implements AuthFailureSink {
  constructor(
    private readonly signOut: SignOut,
    private readonly navigator: AppNavigator,
  ) {}

  unauthorized(_error: AppError): void {
    void this.signOut.execute('unauthorized', true);
    const { pathname, search } = this.navigator.currentLocation();
    if (pathname !== '/sign-in') {
      // Back to where the customer was, query included, once they sign in again.
      const redirect = encodeURIComponent(`${pathname}${search}`);
      this.navigator.navigate(pathname === '/' ? '/sign-in' : `/sign-in?redirect=${redirect}`);
    }
  }

  disabled(_error: AppError): void {
    void this.signOut.execute('blocked', true);
    this.navigator.navigate('/account-blocked');
  }
}
