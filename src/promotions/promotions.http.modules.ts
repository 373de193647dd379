import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { PromotionsGateway } from './application/promotions-gateway';
import { HttpPromotionsGateway } from './adapters/http-promotions-gateway';
import { promotionsCoreModule } from './promotions.core.modules';

/**
 * The promo codes' back-office call in the HTTP mode. The area's modules load on demand (with
 * /your-promo-codes), so the adapter is built at once rather than behind a lazy port.
 */
export const promotionsHttpModule = new TrackedModule('promotions/http', (bind) => {
  bind(PromotionsGateway).toResolvedValue((c, f, s) => new HttpPromotionsGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
});

/** The promo codes in the HTTP mode: the core and the HTTP module. */
export const promotionsHttpModules = [promotionsCoreModule, promotionsHttpModule] as const;
