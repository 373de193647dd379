import type { SignedInCustomer } from '../domain/session';
import type { AuthGateway } from './ports';
import type { SessionState } from './session-state';

/** After a reload the token survives but the customer does not: fetch them again. */
export class LoadCurrentCustomer {
  constructor(
    private readonly auth: AuthGateway,
    private readonly state: SessionState,
  ) {}

  async execute(): Promise<SignedInCustomer | undefined> {
    const session = this.state.session;
    if (!session) return undefined;
    if (this.state.customer) return this.state.customer;
    const customer = await this.auth.currentCustomer(session, session.token);
    if (this.state.session?.token === session.token) this.state.setCustomer(customer);
    return customer;
  }
}
