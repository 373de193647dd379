import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import {
  cancelHandoffAtDesk, claimHandoffAtDesk, handoffExpiresAt, handoffOfCustomerAtDesk, handoffStatus, issueHandoffAtDesk, type SandboxHandoff,
} from '@/sandbox/world/handoff-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { HandoffBackends, HandoffClaim, HandoffGateway, HandoffLink, HandoffProgress, IssuedHandoff } from '../application/handoff-ports';
import { documentRequestOf } from './handoff-answers';

/** The phone hand-off at the sandbox's hand-off desk (the one the HTTP sandbox asks). */
export class InMemoryHandoffGateway implements HandoffGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
    private readonly backends: HandoffBackends,
  ) {}

  private customer() {
    if (!this.credentials.baseUrl() || !this.credentials.token()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  private progressOf(handoff: SandboxHandoff): HandoffProgress {
    const status = handoffStatus(this.world, handoff);
    const customer = this.world.customerById(handoff.customerId);
    return {
      status,
      expiresAt: handoffExpiresAt(handoff),
      ...(status === 'completed' && customer
        ? { verification: { status: customer.status, internalStatus: customer.status, twoPlusTwoResult: customer.twoPlusTwoResult, watchlistResult: customer.watchlistResult } }
        : {}),
    };
  }

  async issue(): Promise<IssuedHandoff> {
    const { handoff, url } = fromDesk(issueHandoffAtDesk(this.world, this.customer()));
    return { id: handoff.id, token: handoff.token, shortCode: handoff.shortCode, path: url, expiresAt: handoff.expiresAt };
  }

  async progress(id: string): Promise<HandoffProgress> {
    return this.progressOf(fromDesk(handoffOfCustomerAtDesk(this.world, this.customer(), id)));
  }

  async cancel(id: string): Promise<HandoffProgress> {
    return this.progressOf(fromDesk(cancelHandoffAtDesk(this.world, this.customer(), id)));
  }

  async claim(link: HandoffLink): Promise<HandoffClaim> {
    const backend = await this.backends.backendFor(link.country);
    const claim = fromDesk(claimHandoffAtDesk(this.world, 'memory', link.token ? { token: link.token } : { code: link.code ?? '' }));
    return { captureToken: claim.captureToken, request: documentRequestOf(claim.request), firstName: claim.firstName, expiresAt: claim.expiresAt, backend };
  }
}
