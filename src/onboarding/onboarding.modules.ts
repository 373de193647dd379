import { TrackedModule } from '@/shared/di/tracked-module';
import { lazyPort } from '@/shared/di/lazy-port';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { AppConfigToken } from '@/app/config-token';
import { OnboardingLocator, PasswordRecoveryGateway, RegistrationGateway } from './application/ports';

const adapters = () => import('./adapters/http-onboarding.lazy');

/**
 * Real adapters of the onboarding context: the service locator and the main API's registration
 * calls over HTTP. Their code loads with the first onboarding call, never with the first screen.
 * Use cases and view models are built by the screens (./ui/onboarding-services.ts), in their chunks.
 */
export const onboardingHttpModule = new TrackedModule('onboarding/http', (bind) => {
  bind(OnboardingLocator)
    .toResolvedValue((config, fetch) => lazyPort(() => adapters().then((m) => new m.HttpOnboardingLocator(config.locatorUrl, fetch))), [AppConfigToken, ApiFetch])
    .inSingletonScope();
  bind(RegistrationGateway)
    .toResolvedValue((fetch) => lazyPort(() => adapters().then((m) => new m.HttpRegistrationGateway(fetch))), [ApiFetch])
    .inSingletonScope();
  bind(PasswordRecoveryGateway)
    .toResolvedValue((fetch) => lazyPort(() => adapters().then((m) => new m.HttpRegistrationGateway(fetch))), [ApiFetch])
    .inSingletonScope();
});
