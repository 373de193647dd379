import type { Clock } from '@/shared/kernel/clock';
import { usablePromotions, type Promotion } from '../domain/promotion';
import type { PromotionsGateway } from './promotions-gateway';

/** /your-promo-codes' use case: the codes the customer can use now, the soonest to run out first. */
export class ListingPromoCodes {
  constructor(
    private readonly gateway: PromotionsGateway,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<Promotion[]> {
    return usablePromotions(await this.gateway.list(), this.clock.now());
  }
}
