import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { RegistrationGateway } from './application/ports';
import { InMemoryRegistrationGateway } from './adapters/in-memory-registration-gateway';

export const onboardingMemoryModule = new TrackedModule('onboarding/memory', (bind) => {
  bind(RegistrationGateway).toResolvedValue((world) => new InMemoryRegistrationGateway(world), [SandboxWorldToken]).inSingletonScope();
});
