import { makeAutoObservable } from 'mobx';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { Session, SignedInCustomer } from '../domain/session';
import type { SessionStore } from './ports';

/**
 * The one place that knows whether someone is signed in. Observable (MobX), so the shell,
 * guards and view models follow it; adapters read the token through SessionCredentials.
 */
export class SessionState implements SessionCredentials {
  session: Session | undefined;
  customer: SignedInCustomer | undefined = undefined;

  constructor(private readonly store: SessionStore) {
    this.session = store.load();
    makeAutoObservable<SessionState, 'store'>(this, { store: false }, { autoBind: true });
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

  start(session: Session, customer: SignedInCustomer): void {
    this.store.save(session);
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
