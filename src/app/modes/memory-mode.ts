import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorld } from '@/sandbox/world/world';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { sessionMemoryModule } from '@/session/session.memory.modules';
import { OauthModulesLoader } from '@/session/session.modules';
import { KycModulesLoader } from '@/kyc/kyc-loader-token';
import { SendingModulesLoader } from '@/sending/sending-loader-token';
import { PayingModulesLoader } from '@/paying/paying-loader-token';
import { PromotionsModulesLoader } from '@/promotions/promotions-loader-token';
import { NotificationsModulesLoader } from '@/notifications/notifications-loader-token';
import { ProfileModulesLoader } from '@/profile/profile-loader-token';
import { WalletModulesLoader } from '@/wallet/wallet-loader-token';
import { ShellModulesLoader } from '@/shell/shell-loader-token';
import { TransfersModulesLoader } from '@/transfers/transfers-loader-token';
import { AccountShellModulesLoader } from '@/app/shell/shell-loader-token';
import { walletMemoryModule } from '@/wallet/wallet.memory.modules';
import { onboardingMemoryModule } from '@/onboarding/onboarding.memory.modules';
import type { ModeModules } from '../container';

/** In-memory fakes over one sandbox world: QA scenarios and the mock mode. */
export function memoryMode(world: SandboxWorld = new SandboxWorld()): ModeModules {
  const infra = new TrackedModule('memory/infra', (bind) => {
    bind(SandboxWorldToken).toConstantValue(world);
    bind(OauthModulesLoader).toConstantValue(() => import('@/session/oauth.memory.modules').then((m) => m.oauthMemoryModules));
    bind(KycModulesLoader).toConstantValue(() => import('@/kyc/kyc.memory.modules').then((m) => m.kycMemoryModules));
    bind(SendingModulesLoader).toConstantValue(() => import('@/sending/sending.memory.modules').then((m) => m.sendingMemoryModules));
    bind(PayingModulesLoader).toConstantValue(() => import('@/paying/paying.memory.modules').then((m) => m.payingMemoryModules));
    bind(PromotionsModulesLoader).toConstantValue(() => import('@/promotions/promotions.memory.modules').then((m) => m.promotionsMemoryModules));
    bind(NotificationsModulesLoader).toConstantValue(() => import('@/notifications/notifications.memory.modules').then((m) => m.notificationsMemoryModules));
    bind(ProfileModulesLoader).toConstantValue(() => import('@/profile/profile.memory.modules').then((m) => m.profileMemoryModules));
    bind(ShellModulesLoader).toConstantValue(() => import('@/shell/shell.memory.modules').then((m) => m.shellMemoryModules));
    bind(TransfersModulesLoader).toConstantValue(() => import('@/transfers/transfers.memory.modules').then((m) => m.transfersMemoryModules));
    bind(AccountShellModulesLoader).toConstantValue(() => import('@/app/shell/shell.memory.modules').then((m) => m.accountShellMemoryModules));
    bind(WalletModulesLoader).toConstantValue(() => import('@/wallet/wallet.memory.modules').then((m) => m.walletMemoryModules));
  });
  return { modules: [infra, sessionMemoryModule, walletMemoryModule, onboardingMemoryModule] };
}
