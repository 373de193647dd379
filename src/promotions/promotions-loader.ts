import { moduleLoader } from '@/shared/di/module-loader';
import { PromotionsModulesLoader } from './promotions-loader-token';

/**
 * Loads the promo codes' modules (the use case, the view model and the mode's adapter) into the
 * container once, with /your-promo-codes: nothing of the promo codes is on the first screen. In
 * React: `use(ensurePromotionsModules(container))`, elsewhere `await` it.
 */
export const ensurePromotionsModules = moduleLoader(PromotionsModulesLoader, () => import('./promotions.http.modules').then((m) => m.promotionsHttpModules));
