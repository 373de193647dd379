import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { promotionsAtDesk } from '@/sandbox/world/promotion-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Promotion } from '../domain/promotion';
import type { PromotionsGateway } from '../application/promotions-gateway';
import { promotionsFrom, promotionsSchema } from './promotion-mappers';

/**
 * The customer's promo codes from the sandbox world's promotion desk (the one the sandbox's route
 * asks), read through the HTTP adapter's schema and mapper: both modes give the same values and
 * typed errors.
 */
export class InMemoryPromotionsGateway implements PromotionsGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  async list(): Promise<Promotion[]> {
    // As the HTTP adapter: no session, no call.
    if (!this.credentials.baseUrl()) throw noSessionError();
    const customer = fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
    return promotionsFrom(promotionsSchema.parse(fromDesk(promotionsAtDesk(this.world, customer), this.sink)));
  }
}
