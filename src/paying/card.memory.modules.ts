import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { CardGateway } from './application/card-gateway';
import { InMemoryCardGateway } from './adapters/in-memory-card-gateway';

/** The saved cards' back-office calls in the memory mode: the sandbox world's card desk. */
export const cardMemoryModule = new TrackedModule('paying/card/memory', (bind) => {
  bind(CardGateway).toResolvedValue((w, c, s) => new InMemoryCardGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});
