import { use, useState } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { ensureKycModules } from '../../kyc-loader';
import { SubmitCapturedDocuments } from '../../application/submit-captured-documents';
import type { ProviderFlowProps } from '../provider-flow';
import { browserCamera } from './camera';
import { createSdkFlowModel } from './sdk-flow-wiring';
import { SdkFlowScreen } from './sdk-flow-screen';

/**
 * The identity SDK flow (spec 01 section 4): intro, document type, the document's photos and the
 * selfie with the browser's camera, then upload and verify (sdk-flow-model.ts). The launcher
 * loads this module, and the camera code with it, only when the SDK flow runs.
 */
export function SdkFlow(props: ProviderFlowProps) {
  const container = useContainer();
  // The KYC use cases load on demand (kyc-loader.ts): suspends until they are in.
  if (!container.isBound(SubmitCapturedDocuments)) use(ensureKycModules(container));
  const [model] = useState(() => createSdkFlowModel(container, { camera: browserCamera() }));
  return <SdkFlowScreen model={model} props={props} />;
}
