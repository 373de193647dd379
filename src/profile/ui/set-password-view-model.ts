import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Profile } from '../domain/profile';
import type { ViewingProfile } from '../application/viewing-profile';

/**
 * "Set a password", what the profile offers a customer who has none (registered by one-time codes
 * or BankID): no form asking for a current password they never had, but the password reset's
 * e-mail to their address, whose link (/change-password?token=…) sets one. Once sent, the
 * profile says where it went and offers to send it again; a refusal (EmailResetDDOS: asked too
 * often) is kept for the page to say, with its error code, and pressing again retries.
 */
export class SetPasswordViewModel {
  sending = false;
  /** The address the link went to, once sent. */
  sentTo: string | undefined = undefined;
  error: AppError | undefined = undefined;
  /** How many times the link was sent during this visit: each one is said where the customer is. */
  sends = 0;

  constructor(
    private readonly useCases: ViewingProfile,
    private readonly profile: () => Profile | undefined,
  ) {
    makeAutoObservable<SetPasswordViewModel, 'useCases' | 'profile'>(this, { useCases: false, profile: false }, { autoBind: true });
  }

  /** Sends the link to the profile's e-mail address; a press while one is on its way does nothing. */
  async send(): Promise<void> {
    const profile = this.profile();
    if (this.sending || !profile) return;
    this.sending = true;
    try {
      await this.useCases.sendSetPasswordLink(profile);
      runInAction(() => {
        this.sentTo = profile.email;
        this.error = undefined;
        this.sends += 1;
      });
    } catch (raw) {
      runInAction(() => {
        this.error = toAppError(raw);
      });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
