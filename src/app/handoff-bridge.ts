import { TrackedModule } from '@/shared/di/tracked-module';
import { HandoffBackends } from '@/kyc/application/handoff-ports';
import { ServiceLocator } from '@/session/application/ports';
import type { AppConfig } from './config';

/** Where the phone hand-off meets the session context: a country's main API, as sign-in finds it. */
export function handoffBridgeModule(config: AppConfig): TrackedModule {
  return new TrackedModule('app/handoff-bridge', (bind) => {
    bind(HandoffBackends).toResolvedValue(
      (locator) => ({ backendFor: async (country: string) => (await locator.backendFor(country)) ?? config.testBackend }),
      [ServiceLocator],
    );
  });
}
