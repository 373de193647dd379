import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { RegistrationStepsGateway } from './application/ports';
import { InMemoryRegistrationStepsGateway } from './adapters/in-memory-registration-steps-gateway';

export const onboardingMemoryModule = new TrackedModule('onboarding/memory', (bind) => {
  bind(RegistrationStepsGateway).toResolvedValue((world) => new InMemoryRegistrationStepsGateway(world), [SandboxWorldToken]).inSingletonScope();
});
