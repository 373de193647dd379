import { TrackedModule } from '@/shared/di/tracked-module';
import { PasswordGateway } from './application/password-gateway';
import { ProfileGateway } from './application/profile-gateway';
import { ViewingProfile } from './application/viewing-profile';
import { ChangePasswordViewModel } from './ui/change-password-view-model';
import { ProfileViewModel } from './ui/profile-view-model';

/** The profile's use cases over the mode's gateways, a view model per visit, in every mode (loaded on demand). */
export const profileCoreModule = new TrackedModule('profile/core', (bind) => {
  bind(ViewingProfile).toResolvedValue((p, w) => new ViewingProfile(p, w), [ProfileGateway, PasswordGateway]).inSingletonScope();
  bind(ProfileViewModel).toResolvedValue((u) => new ProfileViewModel(u), [ViewingProfile]).inTransientScope();
  bind(ChangePasswordViewModel).toResolvedValue((u) => new ChangePasswordViewModel(u), [ViewingProfile]).inTransientScope();
});
