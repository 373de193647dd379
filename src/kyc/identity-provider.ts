import type { ServiceIdentifier } from 'inversify';

/**
 * How identity documents are captured (spec 01 sections 4 and 6): the identity vendor's
 * embedded frame (postMessage protocol), a second vendor's SDK, or manual upload.
 */
export interface IdentityProviderProfile {
  readonly kind: 'frame' | 'sdk' | 'manual';
  /** Upload modal used for proof of address / source of funds with this provider. */
  readonly addressUpload: 'frame' | 'manual';
  /** Origins whose postMessage events are accepted (frame vendors only). */
  readonly messageOrigins: readonly string[];
}
export const IdentityProviderProfile = Symbol('IdentityProviderProfile') as ServiceIdentifier<IdentityProviderProfile>;
