import { makeAutoObservable } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import type { LimitUsage, Profile } from '../domain/profile';
import { ViewingProfile, type ProfileView } from '../application/viewing-profile';
import { SetPasswordViewModel } from './set-password-view-model';
import type { Resolver } from '@/shared/di/container-context';

/**
 * /profile: the customer's profile as the back office holds it now (a fresh read every visit):
 * the e-mail, the mobile number (the one a change made, once made), the spending and yearly
 * limits' usage, whether the page may be shown at all
 * (spec 02 section 6: the profile needs remittance enabled, otherwise the "not yet available"
 * dialog opens instead of the page), and what it offers for the password: "Change password" to a
 * customer who has one, "Set a password" (the reset e-mail's link) to one who has none.
 */
export class ProfileViewModel {
  readonly view: LoadTask<ProfileView>;
  /** The number a change during this visit made the back office hold (E.164). */
  changedPhone: string | undefined = undefined;
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

  /** The mobile number shown: the one the back office holds (after a change, the new one). */
  get phone(): string | undefined {
    return this.changedPhone ?? this.profile?.phone;
  }

  /** The back office now holds this number (the change form's answer): the page shows it. */
  phoneChanged(phone: string): void {
    this.changedPhone = phone;
  }

  get limits(): readonly LimitUsage[] {
    return this.view.value?.limits ?? [];
  }

  /** Remittance is not enabled for the customer: the "not yet available" dialog shows in place of the page. */
  get notEnabled(): boolean {
    return this.profile?.remittanceEnabled === false;
  }
}

/** A new ProfileViewModel over the container's use case: one per visit of the profile page. */
export const makeProfileViewModel = (c: Resolver) => new ProfileViewModel(c.get(ViewingProfile));
