import { makeAutoObservable } from 'mobx';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import { systemClock, type Clock } from '@/shared/kernel/clock';
import type { Session, SignedInCustomer } from '../domain/session';
import type { SessionStore } from './ports';

/**
 * The one place that knows whether someone is signed in. Observable (MobX), so the shell,
 * guards and view models follow it; adapters read the token through SessionCredentials.
 */
export class SessionState implements SessionCredentials {
  session: Session | undefined;
  customer: SignedInCustomer | undefined = undefined;

  constructor(
    private readonly store: SessionStore,
    private readonly clock: Clock = systemClock,
  ) {
    this.session = store.load();
    makeAutoObservable<SessionState, 'store' | 'clock'>(this, { store: false, clock: false }, { autoBind: true });
  }

  get isSignedIn(): boolean {
    return this.session !== undefined;
  }

  token(): string | undefined {
    return this.session?.token;
  }

  baseUrl(): string | undefined {
    return this.session?.baseUrl;
  }

  project(): string | undefined {
    return this.session?.project;
  }

  /**
   * A session starts (whichever way the customer signed in or registered): kept, and its start is
   * the customer's last activity, which the inactivity sign-out counts from (its watch loads after
   * the page's content and must not take its own start for the session's).
   */
  start(session: Session, customer: SignedInCustomer): void {
    this.store.save(session);
    this.store.setLastActivity(this.clock.now());
    this.store.setDefaultLoginCountry(session.country);
    this.store.setEndedNotice(undefined);
    this.session = session;
    this.customer = customer;
  }

  setCustomer(customer: SignedInCustomer): void {
    this.customer = customer;
  }

  end(): void {
    this.store.clear();
    this.session = undefined;
    this.customer = undefined;
  }
}
