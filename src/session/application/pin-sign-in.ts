import { ACTION_DEADLINE_MS, actionDeadline } from '@/shared/kernel/deadline';
import type { Backend, SignedInCustomer } from '../domain/session';
import type { AuthGateway, ServiceLocator, SessionConfig } from './ports';
import type { SessionState } from './session-state';

/** A running BankID order for a personal identity number. */
export interface PinSignInOrder {
  /** The BankID page: opened on a phone, a QR code on a desktop. */
  readonly url: string;
  readonly orderRef: string;
  readonly backend: Backend;
  readonly country: string;
  readonly personalIdentityNumber: string;
}

/**
 * Sign-in with a personal identity number (spec 01 section 7): the country's back end (service
 * locator, else the test address) starts a BankID order (api/bank-id/login); the portal then asks
 * user/login-with-personal-identity-number for that order until the customer has signed it, loads
 * the customer and starts the session. Each call has its own deadline (the wait between checks is
 * the caller's).
 */
export class PinSignIn {
  constructor(
    private readonly locator: ServiceLocator,
    private readonly auth: AuthGateway,
    private readonly state: SessionState,
    private readonly config: SessionConfig,
    private readonly deadlineMs: number = ACTION_DEADLINE_MS,
  ) {}

  async start(personalIdentityNumber: string, country: string): Promise<PinSignInOrder> {
    return this.withDeadline(async (signal) => {
      const backend = (await this.locator.backendFor(country, { signal })) ?? this.config.testBackend;
      const order = await this.auth.startBankIdLogin(backend, { country, personalIdentityNumber }, { signal });
      return { ...order, backend, country, personalIdentityNumber };
    });
  }

  /** One check of the order: 'pending' until signed, then the signed-in customer (the session has started). */
  async check(order: PinSignInOrder): Promise<'pending' | SignedInCustomer> {
    return this.withDeadline(async (signal) => {
      const { backend, country, personalIdentityNumber, orderRef } = order;
      const progress = await this.auth.loginWithPersonalIdentityNumber(backend, { personalIdentityNumber, orderRef, country }, { signal });
      if (progress.status === 'pending') return 'pending';
      const customer = await this.auth.currentCustomer(backend, progress.token, { signal });
      this.state.start({ token: progress.token, baseUrl: backend.baseUrl, project: backend.project, country }, customer);
      return customer;
    });
  }

  private async withDeadline<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const deadline = actionDeadline(this.deadlineMs);
    try {
      return await run(deadline.signal);
    } finally {
      deadline.done();
    }
  }
}
