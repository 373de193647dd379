import type { Container } from 'inversify';
import { AppConfigToken } from '@/app/config-token';
import { KycCustomerCountry } from '../../kyc.core.modules';
import { KycService } from '../../application/ports';
import { CompleteVendorVerification } from '../../application/complete-vendor-verification';
import type { FrameFlowDependencies } from './frame-flow-model';

/**
 * The frame flow's dependencies from the container, once identity verification's modules are
 * loaded (`ensureKycModules`): the KYC service, the vendor completion use case, the customer's
 * country and the configured vendor origins (the only senders the flow hears).
 */
export function frameFlowDependencies(container: Container): FrameFlowDependencies {
  const complete = container.get(CompleteVendorVerification);
  return {
    kyc: container.get(KycService),
    complete: async (screen, workflowExecutionId) => (await complete.execute({ screen, workflowExecutionId })).profile,
    userCountry: container.get(KycCustomerCountry),
    vendorOrigins: container.get(AppConfigToken).vendorOrigins,
  };
}
