import type { SandboxCustomer } from './customers';
import type { SandboxWorld } from './world';
import { KYC_SESSION_PREFIX, kycStateOf, type KycVerificationSession } from './kyc-state.ts';
import { statusAfterUpload } from './verification-flow.ts';

/**
 * The identity vendor's completed workflow reaching the back office. The sandbox's vendor page
 * (src/sandbox/vendor/assets/identity.js) reports success with the KYC session's reference as its
 * workflowExecutionId; the portal then runs the verification process with a `document` command
 * whose guid is that execution. The back office accepts it once, and only for a session the KYC
 * service started for this very customer: the document of that workflow goes under review.
 */
export type VendorExecutionCheck =
  | { readonly ok: true; readonly session: KycVerificationSession | undefined }
  | { readonly ok: false; readonly message: string };

/** Whether a `document` command's guid names a vendor execution, and if so whether it may be accepted. */
export function checkVendorExecution(world: SandboxWorld, customer: SandboxCustomer, guid: string): VendorExecutionCheck {
  // Not an execution of the identity vendor (e.g. the SDK's own document guids): nothing to check here.
  if (!guid.startsWith(KYC_SESSION_PREFIX)) return { ok: true, session: undefined };
  const session = kycStateOf(world).session(guid);
  if (!session || session.customerId !== customer.id) return { ok: false, message: 'Unknown workflow execution.' };
  if (session.completed) return { ok: false, message: 'This workflow execution was already processed.' };
  return { ok: true, session };
}

/** Records the execution as processed and puts its document under review. */
export function completeVendorExecution(customer: SandboxCustomer, session: KycVerificationSession): void {
  session.completed = true;
  const document = session.workflow === 'POA' ? 'ProofOfAddress' : session.workflow === 'SOF' ? 'ProofOfIncome' : 'ID';
  customer.status = statusAfterUpload(customer.status, document);
}
