import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { SenderGateway } from './application/sender-gateway';
import { InMemorySenderGateway } from './adapters/in-memory-sender-gateway';

/** Step 2's back-office calls in the memory mode: the sandbox world's user block and remitter desk. */
export const senderMemoryModule = new TrackedModule('sending/sender/memory', (bind) => {
  bind(SenderGateway).toResolvedValue((w, c, s) => new InMemorySenderGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});
