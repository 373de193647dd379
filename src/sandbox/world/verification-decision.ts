import type { SandboxCustomer, SandboxVerificationStatus } from './customers';
import { statusAfterUpload, type UploadedDocument } from './verification-flow.ts';
import type { SandboxWorld } from './world';
import { customerNamed } from './verification-status-control.ts';

/**
 * How the back office decides a customer's next verification (POST
 * /sandbox/control/verification-decision): Review (the default) puts the document under review
 * (Verifying*), Pass clears the customer at once, Fail refuses the document at once (Failed*).
 * How a scenario or a browser test reaches the success and fail dialogs after a provider's flow.
 */
export const VERIFICATION_DECISIONS = ['Pass', 'Fail', 'Review'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export interface DecisionChange {
  readonly email: string;
  /** Needed only for an e-mail registered in more than one country. */
  readonly country?: string;
  readonly decision: string;
}

/** The decision waiting for a customer's next verification (none: Review). Keyed by the customer, so per world. */
const pending = new WeakMap<SandboxCustomer, Exclude<VerificationDecision, 'Review'>>();

/** Sets the decision of a customer's next verification; answers the customer, or a reason when the change names nothing it knows. */
export function setVerificationDecision(world: SandboxWorld, change: DecisionChange): SandboxCustomer | string {
  if (!(VERIFICATION_DECISIONS as readonly string[]).includes(change.decision)) return `Unknown decision: ${change.decision}`;
  const customer = customerNamed(world, change.email, change.country);
  if (typeof customer === 'string') return customer;
  if (change.decision === 'Review') pending.delete(customer);
  else pending.set(customer, change.decision as Exclude<VerificationDecision, 'Review'>);
  return customer;
}

/** The decision the customer's next verification will get. */
export const pendingDecisionOf = (customer: SandboxCustomer): VerificationDecision => pending.get(customer) ?? 'Review';

/**
 * The refused status for a document, as the spec's status list allows: an identity document
 * FailedId (FailedIdAddress while the address is requested too), a proof of address FailedAddress
 * (FailedIdAddress while the identity document is requested too). The spec has no refused status
 * for the source of funds: undefined (it goes under review).
 */
export function failedStatusFor(status: SandboxVerificationStatus, document: UploadedDocument): SandboxVerificationStatus | undefined {
  if (document === 'ID') return status === 'RequestIdAddress' || status === 'FailedIdAddress' ? 'FailedIdAddress' : 'FailedId';
  if (document === 'ProofOfAddress') return status === 'RequestIdAddress' || status === 'FailedIdAddress' ? 'FailedIdAddress' : 'FailedAddress';
  return undefined;
}

/**
 * The status after a document reached the verification process (a vendor session's success, the
 * SDK's upload, a manual upload): under review, unless a decision waits for the customer; then
 * that decision, used once. A document that was not requested changes nothing and leaves the
 * decision waiting.
 */
export function statusAfterVerification(customer: SandboxCustomer, document: UploadedDocument): SandboxVerificationStatus {
  const reviewed = statusAfterUpload(customer.status, document);
  if (reviewed === customer.status) return reviewed;
  const decision = pendingDecisionOf(customer);
  pending.delete(customer);
  if (decision === 'Pass') return 'Pass';
  if (decision === 'Fail') return failedStatusFor(customer.status, document) ?? reviewed;
  return reviewed;
}
