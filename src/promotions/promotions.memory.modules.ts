import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { PromotionsGateway } from './application/promotions-gateway';
import { InMemoryPromotionsGateway } from './adapters/in-memory-promotions-gateway';
import { promotionsCoreModule } from './promotions.core.modules';

/** The promo codes' back-office call in the memory mode: the sandbox world's promotion desk. */
export const promotionsMemoryModule = new TrackedModule('promotions/memory', (bind) => {
  bind(PromotionsGateway).toResolvedValue((w, c, s) => new InMemoryPromotionsGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});

/** The promo codes in the memory mode: the core and the in-memory module. */
export const promotionsMemoryModules = [promotionsCoreModule, promotionsMemoryModule] as const;
