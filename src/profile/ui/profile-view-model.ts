import { makeAutoObservable } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import type { LimitUsage, Profile } from '../domain/profile';
import type { ProfileView, ViewingProfile } from '../application/viewing-profile';
import { SetPasswordViewModel } from './set-password-view-model';

/**
 * /profile: the customer's profile as the back office holds it now (a fresh read every visit):
 * the e-mail, the spending and yearly limits' usage, whether the page may be shown at all
 * (spec 02 section 6: the profile needs remittance enabled, otherwise the "not yet available"
 * dialog opens instead of the page), and what it offers for the password: "Change password" to a
 * customer who has one, "Set a password" (the reset e-mail's link) to one who has none.
 */
export class ProfileViewModel {
  readonly view: LoadTask<ProfileView>;
  readonly setPassword: SetPasswordViewModel;

  constructor(useCases: ViewingProfile) {
    this.view = new LoadTask(() => useCases.view());
    this.setPassword = new SetPasswordViewModel(useCases, () => this.profile);
    makeAutoObservable(this, { view: false, setPassword: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.view.load();
  }

  get profile(): Profile | undefined {
    return this.view.value?.profile;
  }

  get limits(): readonly LimitUsage[] {
    return this.view.value?.limits ?? [];
  }

  /** Remittance is not enabled for the customer: the "not yet available" dialog shows in place of the page. */
  get notEnabled(): boolean {
    return this.profile?.remittanceEnabled === false;
  }
}
