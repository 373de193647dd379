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
 * visit), with the limits' usage, and a password change.
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
}
