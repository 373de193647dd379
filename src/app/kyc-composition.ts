import type { Container } from 'inversify';
import { kycShellModule } from '@/kyc/kyc-shell.modules';
import { VerificationLauncher } from '@/kyc/application/verification-launcher';
import { AppConfigToken } from './config-token';

/**
 * Where identity verification meets the shell. Its services (the provider per country, the
 * launcher, the profile holder) load into the container with the first screen that shows
 * verification (the signed-in layout's account items, send money, the verification pages), never
 * with the first screen: nothing of them is in /sign-in's or /wallet's initial JavaScript.
 */
export function ensureKycShell(container: Container): void {
  if (container.isBound(VerificationLauncher)) return;
  container.load(kycShellModule(container.get(AppConfigToken).identityProviderByCountry).module);
}
