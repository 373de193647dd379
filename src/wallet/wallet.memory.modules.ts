import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { WalletGateway } from './application/ports';
import { InMemoryWalletGateway } from './adapters/in-memory-wallet-gateway';

export const walletMemoryModule = new TrackedModule('wallet/memory', (bind) => {
  bind(WalletGateway)
    .toResolvedValue((w, c, s) => new InMemoryWalletGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink])
    .inSingletonScope();
});
