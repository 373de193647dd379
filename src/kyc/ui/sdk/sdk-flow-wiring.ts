import type { Container } from 'inversify';
import { AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { VerificationGateway } from '../../application/ports';
import { SubmitCapturedDocuments } from '../../application/submit-captured-documents';
import { VerificationProfileStore } from '../../application/verification-profile-store';
import { KYC_SERVICE_VENDOR } from '../../domain/verification-commands';
import { IDENTITY_VENDORS } from '../../kyc.core.modules';
import type { Camera } from './camera';
import { SdkFlowModel, type SdkSubmitted } from './sdk-flow-model';

/**
 * The SDK flow's view model over the app's services (the KYC modules loaded: kyc-loader.ts):
 * docs-info for the signed-in customer's country, and SubmitCapturedDocuments (the file rules,
 * upload-verification-documents, the verification process, the customer read again).
 * The browser passes its camera, tests a fake.
 */
export function createSdkFlowModel(
  container: Container,
  options: {
    readonly camera: Camera;
    readonly newGuid?: () => string;
    /** Another gateway than the container's (a scenario recording what is sent). */
    readonly gateway?: VerificationGateway;
  },
): SdkFlowModel {
  const gateway = options.gateway ?? container.get(VerificationGateway);
  const store = container.get(VerificationProfileStore);
  const submit = options.gateway
    ? new SubmitCapturedDocuments(options.gateway, store, { checks: KYC_SERVICE_VENDOR, documents: IDENTITY_VENDORS.sdk })
    : container.get(SubmitCapturedDocuments);
  return new SdkFlowModel({
    camera: options.camera,
    clock: container.get(Clock),
    acceptedDocuments: async () => gateway.acceptedDocuments((await store.load()).country),
    async submit(documents, uploadOptions): Promise<SdkSubmitted> {
      const outcome = await submit.execute(documents, uploadOptions);
      if (outcome.kind === 'cancelled') throw new DOMException('The upload was cancelled', 'AbortError');
      // A camera still the file rules refuse (too large, unreadable) fails like any upload: the photos stay for a retake.
      if (outcome.kind === 'refused') throw new AppError('FileRefused', outcome.refusals.map((r) => `${r.slot}: ${r.reason}`).join(', '));
      return { profile: outcome.profile };
    },
    newGuid: options.newGuid ?? (() => crypto.randomUUID()),
  });
}
