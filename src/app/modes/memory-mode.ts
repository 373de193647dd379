import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorld } from '@/sandbox/world/world';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { sessionMemoryModule } from '@/session/session.memory.modules';
import { OauthModulesLoader } from '@/session/session.modules';
import { walletMemoryModule } from '@/wallet/wallet.memory.modules';
import { onboardingMemoryModule } from '@/onboarding/onboarding.memory.modules';
import { handoffMemoryModule } from '@/kyc/handoff.memory.modules';
import type { ModeModules } from '../container';

/** In-memory fakes over one sandbox world: QA scenarios and the mock mode. */
export function memoryMode(world: SandboxWorld = new SandboxWorld()): ModeModules {
  const infra = new TrackedModule('memory/infra', (bind) => {
    bind(SandboxWorldToken).toConstantValue(world);
    bind(OauthModulesLoader).toConstantValue(() => import('@/session/oauth.memory.modules').then((m) => m.oauthMemoryModules));
  });
  return { modules: [infra, sessionMemoryModule, walletMemoryModule, onboardingMemoryModule, handoffMemoryModule] };
}
