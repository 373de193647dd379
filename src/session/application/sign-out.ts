import { actionDeadline } from '@/shared/kernel/deadline';
import type { Logger } from '@/shared/kernel/logger';
import type { Session } from '../domain/session';
import type { SessionEndBroadcast, SessionEndedReason, SessionStore, SessionTerminator, SignOutExit, SignOutLanding } from './ports';
import type { SessionState } from './session-state';

/**
 * customer: the customer asked; inactivity: the hour ran out; unauthorized / wallet: the main or
 * wallet-side API refused the token; blocked: DisabledCustomer; elsewhere: another tab of the
 * portal signed out.
 */
export type SignOutReason = 'customer' | 'unauthorized' | 'inactivity' | 'blocked' | 'wallet' | 'elsewhere';

/** The server logout is given this long; after it the customer is signed out here anyway. */
export const SERVER_LOGOUT_DEADLINE_MS = 5_000;

interface Ending {
  /** What the next sign-in page says; undefined: nothing (or, from another tab, what that tab left). */
  readonly notice: SessionEndedReason | undefined;
  /** Whether the server still honours the token, so has a session to end. */
  readonly endOnServer: boolean;
  readonly landing: SignOutLanding;
}

const ENDINGS: Record<SignOutReason, Ending> = {
  customer: { notice: undefined, endOnServer: true, landing: 'sign-in' },
  inactivity: { notice: 'inactivity', endOnServer: true, landing: 'sign-in-and-back' },
  unauthorized: { notice: 'ended', endOnServer: false, landing: 'sign-in-and-back' },
  wallet: { notice: 'ended', endOnServer: false, landing: 'sign-in-and-back' },
  blocked: { notice: undefined, endOnServer: false, landing: 'account-blocked' },
  elsewhere: { notice: undefined, endOnServer: false, landing: 'sign-in-and-back' },
};

/**
 * Every way a session ends is this one (spec 01 section 4, docs/decisions.md): the session state
 * and storage are wiped but for the preference keys, the other stores of the customer emptied, the
 * customer's other tabs told at once, the session ended on the server where it still honours the
 * token (POST /user/logout), and the page left for a fresh one (the sign-in page, back to where the
 * customer was, or the blocked-account page): nothing of this customer stays in memory or on
 * screen for the next one. Everything local happens first and at once; a failure of the server
 * call (network, 5xx, the deadline) is logged and never keeps anyone signed in.
 */
export class SignOut {
  constructor(
    private readonly state: SessionState,
    private readonly store: SessionStore,
    private readonly server: SessionTerminator,
    private readonly exit: SignOutExit,
    private readonly wipes: readonly { clear(): void }[],
    private readonly broadcast: SessionEndBroadcast,
    private readonly logger: Logger,
  ) {}

  /**
   * Resolves once the server call is over; never rejects. A session that has already ended does
   * not end again (a late 401 after the customer's own sign-out leaves it as it is); the customer's
   * own sign-out and a blocked account always go through.
   */
  execute(reason: SignOutReason = 'customer'): Promise<void> {
    const session = this.state.session;
    if (!session && reason !== 'customer' && reason !== 'blocked') return Promise.resolve();
    const ending = ENDINGS[reason];
    this.state.end();
    for (const store of this.wipes) store.clear();
    if (reason !== 'elsewhere') {
      this.store.setEndedNotice(ending.notice);
      this.broadcast.announce();
    }
    const server = session && ending.endOnServer ? this.endOnServer(session) : Promise.resolve();
    this.exit.leave(ending.landing);
    return server;
  }

  /**
   * A session found timed out when the page loaded (endStaleSession): already wiped here; the
   * server is told, where it still honours the token.
   */
  endStale(session: Session): Promise<void> {
    return this.endOnServer(session);
  }

  private async endOnServer(session: Session): Promise<void> {
    const deadline = actionDeadline(SERVER_LOGOUT_DEADLINE_MS);
    try {
      await this.server.logout(session, session.token, { signal: deadline.signal });
    } catch (error) {
      this.logger.warn('Server logout failed', error);
    } finally {
      deadline.done();
    }
  }
}
