import type { Logger } from '@/shared/kernel/logger';
import type { SessionStore, SessionTerminator, SignOutExit } from './ports';
import type { SessionState } from './session-state';

/** customer: the customer asked; inactivity: the hour ran out; unauthorized / wallet: the main or wallet-side API refused the token; blocked: DisabledCustomer. */
export type SignOutReason = 'customer' | 'unauthorized' | 'inactivity' | 'blocked' | 'wallet';

/** The server logout is given this long; after it the customer is signed out here anyway. */
export const SERVER_LOGOUT_DEADLINE_MS = 5_000;

/**
 * Spec 01 section 4: a sign-out clears the state, keeps only the preference keys, sets the reload
 * flag and goes home unless skip-redirect is asked; an unauthorized end leaves a flag for the
 * sign-in page. Everything local happens first and at once; only then is the session ended on the
 * server (POST /user/logout), where the server still honours the token. A failure there (network,
 * 5xx, the deadline) is logged and never keeps anyone signed in.
 */
export class SignOut {
  constructor(
    private readonly state: SessionState,
    private readonly store: SessionStore,
    private readonly server: SessionTerminator,
    private readonly exit: SignOutExit,
    private readonly wipes: readonly { clear(): void }[],
    private readonly logger: Logger,
  ) {}

  /** Resolves once the server call is over; never rejects. */
  execute(reason: SignOutReason = 'customer', skipRedirect = false): Promise<void> {
    const session = this.state.session;
    this.state.end();
    for (const store of this.wipes) store.clear();
    this.store.setUnauthorizedFlag(reason === 'unauthorized' || reason === 'inactivity');
    this.exit.markReload();
    // A refused token (401/403, blocked customer) has no session left on the server to end.
    const ended =
      session && (reason === 'customer' || reason === 'inactivity')
        ? this.server
            .logout(session, session.token, { signal: AbortSignal.timeout(SERVER_LOGOUT_DEADLINE_MS) })
            .catch((error: unknown) => this.logger.warn('Server logout failed', error))
        : Promise.resolve();
    if (!skipRedirect) this.exit.goHome();
    return ended;
  }
}
