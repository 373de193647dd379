import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { ListingPromoCodes } from './application/listing-promo-codes';
import { PromotionsGateway } from './application/promotions-gateway';
import { makePromoCodesViewModel, PromoCodesViewModel } from './ui/promo-codes-view-model';

/** /your-promo-codes in every mode (loaded on demand with the mode's adapters): the use case over the mode's PromotionsGateway, a view model per visit. */
export const promotionsCoreModule = new TrackedModule('promotions/core', (bind) => {
  bind(ListingPromoCodes).toResolvedValue((g, c) => new ListingPromoCodes(g, c), [PromotionsGateway, Clock]).inSingletonScope();
  // The feature option "promo enabled" (VITE_FEATURE_PROMO): off, the page lists nothing and says so.
  bind(PromoCodesViewModel).toDynamicValue(makePromoCodesViewModel).inTransientScope();
});
