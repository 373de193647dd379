import { TrackedModule } from '@/shared/di/tracked-module';
import { ChangePasswordViewModel, makeChangePasswordViewModel } from './ui/change-password-view-model';
import { makeProfileViewModel, ProfileViewModel } from './ui/profile-view-model';

/**
 * The profile's view models that its page makes itself, a new one per resolution, made by the same
 * factories the page uses: for tests and scenarios that drive them without the page. The app never
 * loads this module (the change-password form's view model and its rules load when the customer
 * opens the form). Resolves once the profile's modules are loaded (./profile.core.modules.ts).
 */
export const profileViewModelsModule = new TrackedModule('profile/view-models', (bind) => {
  bind(ProfileViewModel).toDynamicValue(makeProfileViewModel).inTransientScope();
  bind(ChangePasswordViewModel).toDynamicValue(makeChangePasswordViewModel).inTransientScope();
});
