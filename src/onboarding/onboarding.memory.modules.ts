import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { OnboardingLocator, PasswordRecoveryGateway, RegistrationGateway, RegistrationStepsGateway } from './application/ports';
import { InMemoryOnboardingLocator } from './adapters/in-memory-onboarding-locator';
import { InMemoryRegistrationGateway } from './adapters/in-memory-registration-gateway';
import { InMemoryRegistrationStepsGateway } from './adapters/in-memory-registration-steps-gateway';

/** In-memory fakes reading the sandbox world directly (QA scenarios, mock mode). */
export const onboardingMemoryModule = new TrackedModule('onboarding/memory', (bind) => {
  bind(OnboardingLocator).toResolvedValue((world) => new InMemoryOnboardingLocator(world), [SandboxWorldToken]).inSingletonScope();
  bind(RegistrationGateway).toResolvedValue((world) => new InMemoryRegistrationGateway(world), [SandboxWorldToken]).inSingletonScope();
  bind(PasswordRecoveryGateway).toResolvedValue((world) => new InMemoryRegistrationGateway(world), [SandboxWorldToken]).inSingletonScope();
  bind(RegistrationStepsGateway).toResolvedValue((world) => new InMemoryRegistrationStepsGateway(world), [SandboxWorldToken]).inSingletonScope();
});
