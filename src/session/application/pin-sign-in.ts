import { servingBackend } from '@/shared/kernel/served-country';
import { actionDeadline, type CallOptions } from '@/shared/kernel/deadline';
import type { Backend, SignedInCustomer } from '../domain/session';
import { SignIn } from './sign-in';

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
 * the customer and starts the session (as the e-mail sign-in does, whose ports and session start it
 * shares). Each call has its own deadline (the wait between checks is the
 * caller's).
 */
export class PinSignIn extends SignIn {
  async start(personalIdentityNumber: string, country: string): Promise<PinSignInOrder> {
    return this.withDeadline(async (call) => {
      const backend = servingBackend(await this.locator.backendFor(country, call), this.config.testBackend, country);
      const order = await this.auth.startBankIdLogin(backend, { country, personalIdentityNumber }, call);
      return { ...order, backend, country, personalIdentityNumber };
    });
  }

  /** One check of the order: 'pending' until signed, then the signed-in customer (the session has started). */
  async check(order: PinSignInOrder): Promise<'pending' | SignedInCustomer> {
    return this.withDeadline(async (call) => {
      const { backend, country, personalIdentityNumber, orderRef } = order;
      const progress = await this.auth.loginWithPersonalIdentityNumber(backend, { personalIdentityNumber, orderRef, country }, call);
      if (progress.status === 'pending') return 'pending';
      return this.startSession(backend, progress.token, country, call);
    });
  }

  /** Each call under its own deadline. */
  private async withDeadline<T>(run: (call: CallOptions) => Promise<T>): Promise<T> {
    const deadline = actionDeadline(this.deadlineMs);
    try {
      return await run({ signal: deadline.signal });
    } finally {
      deadline.done();
    }
  }
}
