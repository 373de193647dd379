import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { HandoffBackends, HandoffGateway } from './application/handoff-ports';
import { InMemoryHandoffGateway } from './adapters/in-memory-handoff-gateway';

export const handoffMemoryModule = new TrackedModule('kyc/handoff-memory', (bind) => {
  bind(HandoffGateway)
    .toResolvedValue((w, c, s, b) => new InMemoryHandoffGateway(w, c, s, b), [SandboxWorldToken, SessionCredentials, AuthFailureSink, HandoffBackends])
    .inSingletonScope();
});
