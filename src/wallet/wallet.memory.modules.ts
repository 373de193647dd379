import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { AppConfigToken } from '@/app/config-token';
import { WalletGateway } from './application/ports';
import { InMemoryWalletGateway } from './adapters/in-memory-wallet-gateway';
import { walletHomeModule } from './wallet.core.modules';

/** The wallet's back office in the memory mode, bound at start: the sandbox world's wallet desk. */
export const walletMemoryModule = new TrackedModule('wallet/memory', (bind) => {
  bind(WalletGateway)
    .toResolvedValue((w, c, s, config) => new InMemoryWalletGateway(w, c, s, config.vendorOrigins[0]), [SandboxWorldToken, SessionCredentials, AuthFailureSink, AppConfigToken])
    .inSingletonScope();
});

/**
 * The wallet home in the memory mode (WalletModulesLoader): its sections' module, over the
 * in-memory WalletGateway bound at start.
 */
export const walletMemoryModules = [walletHomeModule] as const;
