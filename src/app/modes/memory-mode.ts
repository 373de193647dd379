import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorld } from '@/sandbox/world/world';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { sessionMemoryModule } from '@/session/session.memory.modules';
import { OauthModulesLoader } from '@/session/session.modules';
import { KycModulesLoader } from '@/kyc/kyc-loader-token';
import { SendingModulesLoader } from '@/sending/sending-loader-token';
import { PayingModulesLoader } from '@/paying/paying-loader-token';
import { walletMemoryModule } from '@/wallet/wallet.memory.modules';
import { onboardingMemoryModule } from '@/onboarding/onboarding.memory.modules';
import { handoffMemoryModule } from '@/kyc/handoff.memory.modules';
import type { ModeModules } from '../container';

/** In-memory fakes over one sandbox world: QA scenarios and the mock mode. */
export function memoryMode(world: SandboxWorld = new SandboxWorld()): ModeModules {
  const infra = new TrackedModule('memory/infra', (bind) => {
    bind(SandboxWorldToken).toConstantValue(world);
    bind(OauthModulesLoader).toConstantValue(() => import('@/session/oauth.memory.modules').then((m) => m.oauthMemoryModules));
    bind(KycModulesLoader).toConstantValue(() => import('@/kyc/kyc.memory.modules').then((m) => m.kycMemoryModules));
    bind(SendingModulesLoader).toConstantValue(() => import('@/sending/sending.memory.modules').then((m) => m.sendingMemoryModules));
    bind(PayingModulesLoader).toConstantValue(() => import('@/paying/paying.memory.modules').then((m) => m.payingMemoryModules));
  });
  return { modules: [infra, sessionMemoryModule, walletMemoryModule, onboardingMemoryModule, handoffMemoryModule] };
}
