import { TrackedModule } from '@/shared/di/tracked-module';
import { PasswordGateway } from './application/password-gateway';
import { ProfileGateway } from './application/profile-gateway';
import { ViewingProfile } from './application/viewing-profile';

/**
 * The profile's use case over the mode's gateways, in every mode (loaded on demand). Not the view
 * models: the page makes its own, and the change-password and change-mobile-number forms make theirs
 * when the customer opens them (each form's chunk brings its rules; the mobile number's, its use case
 * too); tests and scenarios bind the page's and the first form's with ./profile.view-models.ts and
 * make the second with `makePhoneChangeViewModel`, for the number the page shows.
 */
export const profileCoreModule = new TrackedModule('profile/core', (bind) => {
  bind(ViewingProfile).toResolvedValue((p, w) => new ViewingProfile(p, w), [ProfileGateway, PasswordGateway]).inSingletonScope();
});
