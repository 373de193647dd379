import { Container } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { IdentityProviderProfile } from './identity-provider';
import { identityProviderModules } from './kyc.modules';
import { IdentityProviderChooser, type IdentityProviderKind } from './application/identity-provider-chooser';
import { VerificationLauncher } from './application/verification-launcher';

/** The profile a provider's module binds (read from the module itself: one source of truth). */
export function identityProviderProfileOf(kind: IdentityProviderKind): IdentityProviderProfile {
  const scratch = new Container();
  scratch.load(identityProviderModules[kind].module);
  return scratch.get(IdentityProviderProfile);
}

/**
 * Where identity verification shows: the provider per source country and the launcher of the
 * verification dialogs. `byCountry` is VITE_IDENTITY_PROVIDER_BY_COUNTRY (src/app/config.ts).
 */
export function kycShellModule(byCountry: Readonly<Record<string, IdentityProviderKind>>): TrackedModule {
  const profiles = Object.fromEntries(Object.entries(byCountry).map(([country, kind]) => [country, identityProviderProfileOf(kind)]));
  return new TrackedModule('kyc/shell', (bind) => {
    bind(IdentityProviderChooser)
      .toResolvedValue((fallback) => new IdentityProviderChooser(fallback, profiles), [IdentityProviderProfile])
      .inSingletonScope();
    bind(VerificationLauncher).toResolvedValue(() => new VerificationLauncher()).inSingletonScope();
  });
}
