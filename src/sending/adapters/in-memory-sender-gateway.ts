import { fromDesk } from '@/sandbox/in-memory-support';
import { userPayload } from '@/sandbox/server/user-payload';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { countriesAtDesk } from '@/sandbox/world/locator-desk';
import { updateRemitterAtDesk } from '@/sandbox/world/remitter-desk';
import { US_STATES } from '@/sandbox/world/us-states';
import type { SandboxWorld } from '@/sandbox/world/world';
import { usStatesOf, usStatesSchema } from '@/shared/http/locator-client';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Sender, SenderChanges, UsState } from '../domain/sender';
import type { SenderGateway } from '../application/sender-gateway';
import { remitterUpdateBody, senderFrom, senderUserSchema } from './sender-mappers';

/**
 * Step 2's calls against the sandbox world: the user block the sandbox's user/get and remitter
 * update answer (src/sandbox/server/user-payload.ts), the remitter desk that decides an update (the
 * one the sandbox's route asks), the locator desk's countries; with the HTTP adapter's body, schemas
 * and mappers, so both modes give the same values and typed errors.
 */
export class InMemorySenderGateway implements SenderGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  private answer(customer: SandboxCustomer): Sender {
    return senderFrom(senderUserSchema.parse(userPayload(this.world, customer, this.credentials.token() ?? '')));
  }

  async current(): Promise<Sender> {
    return this.answer(this.customer());
  }

  async update(changes: SenderChanges): Promise<Sender> {
    const customer = this.customer();
    return this.answer(fromDesk(updateRemitterAtDesk(this.world, customer, remitterUpdateBody(changes)), this.sink));
  }

  async usStates(): Promise<UsState[]> {
    // The locator lists the US states on the US entry (src/sandbox/server/service-locator-api.ts).
    const countries = fromDesk(countriesAtDesk(this.world)).map((c) => ({ iso2: c.iso2, ...(c.iso2 === 'US' ? { states: US_STATES } : {}) }));
    return usStatesOf(usStatesSchema.parse(countries));
  }
}
