import type { ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { Logger } from '@/shared/kernel/logger';
import { IdentityProviderProfile } from './identity-provider';
import { KYC_SERVICE_VENDOR, type CommandVendors } from './domain/verification-commands';
import { KycService, VerificationGateway } from './application/ports';
import { VerificationProfileStore } from './application/verification-profile-store';
import { StartVerificationAutomatically } from './application/start-verification-automatically';
import { UploadManualDocuments } from './application/upload-manual-documents';
import { CompleteVendorVerification } from './application/complete-vendor-verification';
import { SubmitCapturedDocuments } from './application/submit-captured-documents';

/** Who runs the verification-process commands: the KYC service's checks and the configured provider's vendor (the automatic start). */
export const CommandVendorsToken = Symbol('CommandVendors') as ServiceIdentifier<CommandVendors>;

/** The signed-in customer's source country, for the KYC service's US variant (read from the verification profile). */
export const KycCustomerCountry = Symbol('KycCustomerCountry') as ServiceIdentifier<() => Promise<string>>;

/**
 * The vendor each identity provider's commands name (docs/decisions.md); the KYC service's
 * checks name KYC_SERVICE_VENDOR.
 */
export const IDENTITY_VENDORS: Readonly<Record<IdentityProviderProfile['kind'], string>> = { frame: 'idv-frame', sdk: 'idv-sdk', manual: 'manual-review' };

/** The profile store and the use cases, in every mode (loaded on demand with the mode's adapters). */
export const kycCoreModule = new TrackedModule('kyc/core', (bind) => {
  bind(VerificationProfileStore).toResolvedValue((g, c) => new VerificationProfileStore(g, c), [VerificationGateway, SessionCredentials]).inSingletonScope();
  bind(CommandVendorsToken).toResolvedValue((p) => ({ checks: KYC_SERVICE_VENDOR, documents: IDENTITY_VENDORS[p.kind] }), [IdentityProviderProfile]);
  bind(KycCustomerCountry).toResolvedValue((store) => async () => (await store.load()).country, [VerificationProfileStore]);
  bind(StartVerificationAutomatically)
    .toResolvedValue(
      (s, g, k, v, l, c) => new StartVerificationAutomatically(s, g, k, v, l, () => c.token()),
      [VerificationProfileStore, VerificationGateway, KycService, CommandVendorsToken, Logger, SessionCredentials],
    )
    .inSingletonScope();
  bind(UploadManualDocuments).toResolvedValue((g, s) => new UploadManualDocuments(g, s), [VerificationGateway, VerificationProfileStore]);
  // Each capture names its own vendor, whichever provider a country is configured with.
  bind(CompleteVendorVerification).toResolvedValue(
    (g, s, k) => new CompleteVendorVerification(g, s, k, { checks: KYC_SERVICE_VENDOR, documents: IDENTITY_VENDORS.frame }),
    [VerificationGateway, VerificationProfileStore, KycService],
  );
  bind(SubmitCapturedDocuments).toResolvedValue(
    (g, s) => new SubmitCapturedDocuments(g, s, { checks: KYC_SERVICE_VENDOR, documents: IDENTITY_VENDORS.sdk }),
    [VerificationGateway, VerificationProfileStore],
  );
});
