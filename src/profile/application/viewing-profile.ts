import { limitsOf, type LimitUsage, type Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from './password-gateway';
import type { ProfileGateway } from './profile-gateway';

/** What the profile page shows of its own: the customer's profile and their limits' usage. */
export interface ProfileView {
  readonly profile: Profile;
  readonly limits: readonly LimitUsage[];
}

/**
 * The profile page's use cases: the profile as the back office holds it now (a fresh read every
 * visit), with the limits' usage, a password change, and for a customer without a password the
 * e-mail with the link to set one (the reset e-mail of spec 01's password recovery).
 */
export class ViewingProfile {
  constructor(
    private readonly profiles: ProfileGateway,
    private readonly passwords: PasswordGateway,
  ) {}

  async view(): Promise<ProfileView> {
    const profile = await this.profiles.profile();
    return { profile, limits: limitsOf(profile) };
  }

  changePassword(change: PasswordChange): Promise<void> {
    return this.passwords.change(change);
  }

  /** The reset e-mail to the profile's address: its link sets the password. */
  sendSetPasswordLink(profile: Profile): Promise<void> {
    return this.passwords.sendSetLink(profile.email);
  }
}
