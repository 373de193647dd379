import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { PasswordGateway } from './application/password-gateway';
import { PhoneGateway } from './application/phone-gateway';
import { ProfileGateway } from './application/profile-gateway';
import { HttpPasswordGateway, HttpPhoneGateway, HttpProfileGateway } from './adapters/http-profile-gateway';
import { profileCoreModule } from './profile.core.modules';

/**
 * The profile's back-office calls in the HTTP mode: the main API of the customer's country. The
 * profile's modules already load on demand (with its page), so the adapters are built at once.
 */
export const profileHttpModule = new TrackedModule('profile/http', (bind) => {
  bind(ProfileGateway).toResolvedValue((c, f, s) => new HttpProfileGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
  bind(PasswordGateway).toResolvedValue((c, f, s) => new HttpPasswordGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
  bind(PhoneGateway).toResolvedValue((c, f, s) => new HttpPhoneGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
});

export const profileHttpModules = [profileCoreModule, profileHttpModule] as const;
