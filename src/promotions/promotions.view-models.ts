import { TrackedModule } from '@/shared/di/tracked-module';
import { makePromoCodesViewModel, PromoCodesViewModel } from './ui/promo-codes-view-model';

/**
 * /your-promo-codes' view model, a new one per resolution, made by the factory the page uses: for
 * tests and scenarios. The app never loads this module. Resolves once the promotions' modules are
 * loaded (./promotions.core.modules.ts).
 */
export const promotionsViewModelsModule = new TrackedModule('promotions/view-models', (bind) => {
  bind(PromoCodesViewModel).toDynamicValue(makePromoCodesViewModel).inTransientScope();
});
