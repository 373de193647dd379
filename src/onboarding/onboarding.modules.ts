import type { ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { RegistrationGateway } from './application/ports';
import { HttpRegistrationGateway } from './adapters/http-registration-gateway';

/** Address of the service locator, for the US states (bound by the HTTP mode). */
export const RegistrationLocatorUrl = Symbol('RegistrationLocatorUrl') as ServiceIdentifier<string>;

/**
 * Only the gateway is bound at start: the registration flow and the screens' view models are
 * made with the registration screens (src/app/registration-composition.ts), which load lazily.
 */
export const onboardingHttpModule = new TrackedModule('onboarding/http', (bind) => {
  bind(RegistrationGateway)
    .toResolvedValue((url, fetch) => new HttpRegistrationGateway(url, fetch), [RegistrationLocatorUrl, ApiFetch])
    .inSingletonScope();
});
