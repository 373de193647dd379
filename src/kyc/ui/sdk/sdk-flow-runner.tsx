import { useState } from 'react';
import { useContainer } from '@/shared/di/container-context';
import type { ProviderFlowProps } from '../provider-flow';
import { browserCamera } from './camera';
import { createSdkFlowModel } from './sdk-flow-wiring';
import { SdkFlowScreen } from './sdk-flow-screen';

/** The SDK flow with the browser's camera (this module and the camera code are the flow's lazy chunk). */
export default function SdkFlowRunner(props: ProviderFlowProps) {
  const container = useContainer();
  const [model] = useState(() => createSdkFlowModel(container, { camera: browserCamera() }));
  return <SdkFlowScreen model={model} props={props} />;
}
