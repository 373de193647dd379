import { AppError } from '@/shared/kernel/app-error';
import type { Backend, Credentials, SignedInCustomer } from '../domain/session';
import type { AuthGateway, ServiceLocator, SessionConfig } from './ports';
import type { SessionState } from './session-state';

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly customer: SignedInCustomer }
  /** The e-mail is registered in several countries: the customer picks one and submits again. */
  | { readonly kind: 'choose-country'; readonly countries: readonly string[] };

/**
 * E-mail sign-in: find where the login is registered (service locator), find that country's
 * back end (or the test address), log in, load the customer, start the session.
 */
export class SignIn {
  constructor(
    private readonly locator: ServiceLocator,
    private readonly auth: AuthGateway,
    private readonly state: SessionState,
    private readonly config: SessionConfig,
  ) {}

  async execute(credentials: Credentials): Promise<SignInOutcome> {
    const email = credentials.email.trim();
    let country = credentials.country;
    if (!country) {
      const locations = await this.locator.lookupLogin(email);
      const countries = [...new Set(locations.map((l) => l.country))];
      if (countries.length === 0) {
        throw new AppError('CustomerNotFound', 'No customer is registered with this login');
      }
      if (countries.length > 1) return { kind: 'choose-country', countries };
      country = countries[0];
    }
    const backend: Backend = (await this.locator.backendFor(country)) ?? this.config.testBackend;
    const { token } = await this.auth.login(backend, { email, password: credentials.password, country });
    const customer = await this.auth.currentCustomer(backend, token);
    this.state.start({ token, baseUrl: backend.baseUrl, project: backend.project, country }, customer);
    return { kind: 'signed-in', customer };
  }
}
