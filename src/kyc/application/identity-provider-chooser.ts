import type { IdentityProviderProfile } from '../identity-provider';
import type { DocumentScreen } from '../domain/verification-status';

export type IdentityProviderKind = IdentityProviderProfile['kind'];
/** The flow that captures a request: one of the three providers' ways. */
export type CaptureFlowKind = IdentityProviderKind;

/**
 * Which identity provider serves a customer: the one configured for their source country
 * (VITE_IDENTITY_PROVIDER_BY_COUNTRY), else the default (VITE_IDENTITY_PROVIDER). A deployment
 * swaps vendors per region without a code change.
 */
export class IdentityProviderChooser {
  constructor(
    private readonly fallback: IdentityProviderProfile,
    private readonly byCountry: Readonly<Record<string, IdentityProviderProfile>>,
  ) {}

  /** The provider profile of a source country (ISO alpha-2, any case). */
  forCountry(country: string): IdentityProviderProfile {
    return this.byCountry[country.toUpperCase()] ?? this.fallback;
  }

  /**
   * The flow that captures a request: the provider's own way for an identity document; for proof
   * of address and source of funds its address upload (the SDK provider uploads those by hand,
   * spec 01 section 6).
   */
  flowFor(country: string, screen: DocumentScreen): CaptureFlowKind {
    const profile = this.forCountry(country);
    return screen === 'id' ? profile.kind : profile.addressUpload;
  }
}
