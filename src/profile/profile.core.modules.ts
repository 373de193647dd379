import { TrackedModule } from '@/shared/di/tracked-module';
import { ChangingPhone } from './application/changing-phone';
import { PasswordGateway } from './application/password-gateway';
import { PhoneGateway } from './application/phone-gateway';
import { ProfileGateway } from './application/profile-gateway';
import { ViewingProfile } from './application/viewing-profile';
import { makeProfileViewModel, ProfileViewModel } from './ui/profile-view-model';

/**
 * The profile's use cases over the mode's gateways, a view model per visit, in every mode (loaded on
 * demand). Not the change-password and change-mobile-number forms' view models: each form makes its
 * own when the customer opens it (its chunk brings its rules); tests and scenarios bind the first
 * with ./profile.view-models.ts and make the second with `makePhoneChangeViewModel`, for the number
 * the page shows.
 */
export const profileCoreModule = new TrackedModule('profile/core', (bind) => {
  bind(ViewingProfile).toResolvedValue((p, w) => new ViewingProfile(p, w), [ProfileGateway, PasswordGateway]).inSingletonScope();
  bind(ChangingPhone).toResolvedValue((g) => new ChangingPhone(g), [PhoneGateway]).inSingletonScope();
  bind(ProfileViewModel).toDynamicValue(makeProfileViewModel).inTransientScope();
});
