import { servingBackend } from '@/shared/kernel/served-country';
import { TrackedModule } from '@/shared/di/tracked-module';
import { HandoffBackends, HandoffCaptureModules } from '@/kyc/application/handoff-ports';
import { VerificationGateway } from '@/kyc/application/ports';
import { ServiceLocator } from '@/session/application/ports';
import type { AppConfig } from './config';

/**
 * The modules a phone capture loads into its own container: every KYC module (named kyc/…) and any
 * other module binding the VerificationGateway, so the upload and everything built on it take the
 * capture token's credentials.
 */
const forCapture = (m: TrackedModule) => m.name.startsWith('kyc/') || m.tokens.has(VerificationGateway);

/**
 * Where the phone hand-off meets the session context: a country's main API, as sign-in finds it,
 * and the app's modules that bind the upload's services (for the phone's capture container).
 */
export function handoffBridgeModule(config: AppConfig, modules: () => readonly TrackedModule[]): TrackedModule {
  return new TrackedModule('app/handoff-bridge', (bind) => {
    bind(HandoffBackends).toResolvedValue(
      (locator) => ({ backendFor: async (country: string) => servingBackend(await locator.backendFor(country), config.testBackend, country) }),
      [ServiceLocator],
    );
    bind(HandoffCaptureModules).toConstantValue(() =>
      modules()
        .filter(forCapture)
        .map((m) => m.module),
    );
  });
}
