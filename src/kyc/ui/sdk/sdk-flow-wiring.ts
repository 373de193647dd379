import type { Container } from 'inversify';
import { Clock } from '@/shared/kernel/clock';
import { VerificationGateway } from '../../application/ports';
import type { Camera } from './camera';
import { SdkFlowModel } from './sdk-flow-model';

/**
 * The SDK flow's view model over the app's services: docs-info for the signed-in customer's
 * country, and the upload of the captured documents. The browser passes its camera, tests a fake.
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
  return new SdkFlowModel({
    camera: options.camera,
    clock: container.get(Clock),
    acceptedDocuments: async () => gateway.acceptedDocuments((await gateway.profile()).country),
    submit: (documents, uploadOptions) => gateway.uploadCaptured(documents, uploadOptions),
    newGuid: options.newGuid ?? (() => crypto.randomUUID()),
  });
}
