import { TrackedModule } from '@/shared/di/tracked-module';
import { UploadManualDocuments } from './application/upload-manual-documents';
import { VerificationProfileStore } from './application/verification-profile-store';
import { ManualUploadService, UseCaseManualUploadService } from './ui/manual/manual-upload-service';

/**
 * The manual upload wizard's service, loaded with the KYC modules of each adapter mode. Transient
 * over a transient use case: resolved from a child container that overrides the verification
 * gateway (the phone hand-off's, bound to a capture token), it sends through that gateway.
 */
export const kycManualModule = new TrackedModule('kyc/manual', (bind) => {
  bind(ManualUploadService).toResolvedValue(
    (useCase, store) => new UseCaseManualUploadService(useCase, () => store.profile?.country),
    [UploadManualDocuments, VerificationProfileStore],
  );
});
