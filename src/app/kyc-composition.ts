import { oncePerContainer } from '@/shared/di/per-container';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { kycShellModule } from '@/kyc/kyc-shell.modules';
import { VerificationLauncher } from '@/kyc/application/verification-launcher';
import { AppConfigToken } from './config-token';

/**
 * Where identity verification meets the shell. Its services (the profile store, the use cases and
 * the mode's adapters: `ensureKycModules`; then the provider per country and the launcher) load
 * into the container with the first screen that shows verification (the signed-in layout's
 * account items, send money, the verification pages), never with the first screen: nothing of them
 * is in /sign-in's or /wallet's initial JavaScript. In React: `use(ensureKycShell(container))`.
 */
export const ensureKycShell = oncePerContainer(async (container) => {
  await ensureKycModules(container);
  if (!container.isBound(VerificationLauncher)) container.load(kycShellModule(container.get(AppConfigToken).identityProviderByCountry).module);
});
