import type { ServiceIdentifier } from 'inversify';
import type { Profile } from '../domain/profile';

/**
 * The profile's read of the back office. Every refusal is an AppError (type, status, request id),
 * the same in both modes; no session means Unauthorized before any call.
 */
export interface ProfileGateway {
  /** POST /user/get: the e-mail, whether remittance is enabled, the spending and yearly limits. */
  profile(): Promise<Profile>;
}
export const ProfileGateway = Symbol('ProfileGateway') as ServiceIdentifier<ProfileGateway>;
