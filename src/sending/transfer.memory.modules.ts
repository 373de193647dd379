import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { TransferGateway } from './application/transfer-gateway';
import { InMemoryTransferGateway } from './adapters/in-memory-transfer-gateway';

/** Step 4's back-office calls in the memory mode: the sandbox world's transfer desk behind its idempotency desk. */
export const transferMemoryModule = new TrackedModule('sending/transfer/memory', (bind) => {
  bind(TransferGateway).toResolvedValue((w, c, s) => new InMemoryTransferGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});
