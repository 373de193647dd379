import { servingBackend } from '@/shared/kernel/served-country';
import { AppError } from '@/shared/kernel/app-error';
import { ACTION_DEADLINE_MS, actionDeadline, type CallOptions } from '@/shared/kernel/deadline';
import type { Backend, Credentials, SignedInCustomer } from '../domain/session';
import type { AuthGateway, ServiceLocator, SessionConfig } from './ports';
import type { SessionState } from './session-state';

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly customer: SignedInCustomer }
  /** The e-mail is registered in several countries: the customer picks one and submits again. */
  | { readonly kind: 'choose-country'; readonly countries: readonly string[] };

/**
 * E-mail sign-in: find where the login is registered (service locator), find that country's
 * back end (or the test address), log in, load the customer, start the session. The four calls,
 * retries included, share one deadline (about 20 s): a hanging call ends in the time-out message.
 */
export class SignIn {
  constructor(
    protected readonly locator: ServiceLocator,
    protected readonly auth: AuthGateway,
    protected readonly state: SessionState,
    protected readonly config: SessionConfig,
    protected readonly deadlineMs: number = ACTION_DEADLINE_MS,
  ) {}

  async execute(credentials: Credentials): Promise<SignInOutcome> {
    const deadline = actionDeadline(this.deadlineMs);
    try {
      return await this.run(credentials, { signal: deadline.signal });
    } finally {
      deadline.done();
    }
  }

  /** After the login answer: the customer is loaded and the session starts. */
  protected async startSession(backend: Backend, token: string, country: string, call: CallOptions): Promise<SignedInCustomer> {
    const customer = await this.auth.currentCustomer(backend, token, call);
    this.state.start({ token, baseUrl: backend.baseUrl, project: backend.project, country }, customer);
    return customer;
  }

  private async run(credentials: Credentials, call: CallOptions): Promise<SignInOutcome> {
    const email = credentials.email.trim();
    let country = credentials.country;
    if (!country) {
      const locations = await this.locator.lookupLogin(email, call);
      const countries = [...new Set(locations.map((l) => l.country))];
      if (countries.length === 0) {
        throw new AppError('CustomerNotFound', 'No customer is registered with this login');
      }
      if (countries.length > 1) return { kind: 'choose-country', countries };
      country = countries[0];
    }
    const backend: Backend = servingBackend(await this.locator.backendFor(country, call), this.config.testBackend, country);
    const { token } = await this.auth.login(backend, { email, password: credentials.password, country }, call);
    return { kind: 'signed-in', customer: await this.startSession(backend, token, country, call) };
  }
}
