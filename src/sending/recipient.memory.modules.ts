import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { RecipientGateway } from './application/recipient-gateway';
import { InMemoryRecipientGateway } from './adapters/in-memory-recipient-gateway';

/** Step 3's reading of the customer's recipients in the memory mode: the sandbox world's beneficiary desk. */
export const recipientMemoryModule = new TrackedModule('sending/recipient/memory', (bind) => {
  bind(RecipientGateway).toResolvedValue((w, c, s) => new InMemoryRecipientGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});
