import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { ListingPromoCodes } from './application/listing-promo-codes';
import { PromotionsGateway } from './application/promotions-gateway';

/**
 * /your-promo-codes in every mode (loaded on demand with the mode's adapters): the use case over the
 * mode's PromotionsGateway. The page makes its view model (tests bind it with ./promotions.view-models.ts).
 */
export const promotionsCoreModule = new TrackedModule('promotions/core', (bind) => {
  bind(ListingPromoCodes).toResolvedValue((g, c) => new ListingPromoCodes(g, c), [PromotionsGateway, Clock]).inSingletonScope();
});
