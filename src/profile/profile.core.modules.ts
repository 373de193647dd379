import { TrackedModule } from '@/shared/di/tracked-module';
import { PasswordGateway } from './application/password-gateway';
import { ProfileGateway } from './application/profile-gateway';
import { ViewingProfile } from './application/viewing-profile';
import { ProfileViewModel } from './ui/profile-view-model';

/**
 * The profile's use cases over the mode's gateways, a view model per visit, in every mode (loaded on
 * demand). Not the change-password form's view model: the form makes its own when the customer opens
 * it (its chunk brings the password rules); tests and scenarios bind it with ./profile.view-models.ts.
 */
export const profileCoreModule = new TrackedModule('profile/core', (bind) => {
  bind(ViewingProfile).toResolvedValue((p, w) => new ViewingProfile(p, w), [ProfileGateway, PasswordGateway]).inSingletonScope();
  bind(ProfileViewModel).toResolvedValue((u) => new ProfileViewModel(u), [ViewingProfile]).inTransientScope();
});
