import { use, useState } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { ensureKycModules } from '../../kyc-loader';
import type { ProviderFlowProps } from '../provider-flow';
import { frameFlowDependencies } from './frame-flow-dependencies';
import { FrameFlowModel } from './frame-flow-model';
import { FrameFlowView } from './frame-flow-view';

/**
 * The identity vendor's embedded frame (spec 01 section 4), opened by the launcher inside the
 * upload dialog: instructions, the vendor's page at the address the KYC service gives, and on the
 * vendor's success the completion use case; `onDone` tells the launcher how it ended.
 */
export function FrameFlow(props: ProviderFlowProps) {
  const container = useContainer();
  // Suspends (the launcher shows its spinner) until the KYC modules are in the container.
  use(ensureKycModules(container));
  const [model] = useState(() => new FrameFlowModel(frameFlowDependencies(container), props.request, props.inSendMoney, props.onDone));
  return <FrameFlowView model={model} />;
}
