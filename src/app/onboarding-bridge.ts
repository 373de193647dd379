import { TrackedModule } from '@/shared/di/tracked-module';
import { DetectedCountryHint, OnboardingConfig } from '@/onboarding/application/ports';
import { DetectedCountryToken } from '@/session/application/ports';
import type { AppConfig } from './config';

/** Where the onboarding and session contexts meet: the test address, and the detected country as a hint. */
export function onboardingBridgeModule(config: AppConfig): TrackedModule {
  return new TrackedModule('app/onboarding-bridge', (bind) => {
    bind(OnboardingConfig).toConstantValue({ testBackend: config.testBackend });
    bind(DetectedCountryHint).toResolvedValue((detected) => detected, [DetectedCountryToken]);
  });
}
