import type { SandboxCustomer } from '@/sandbox/world/customers';
import { documentRequestSettings, type DocumentRequestSettings } from '@/sandbox/world/document-requests';
import { processRunsOf } from '@/sandbox/world/verification-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { ensureKycModules } from '@/kyc/kyc-loader';
import type { VerificationStatus } from '@/kyc/domain/verification-status';
import { VERIFICATION_STATUSES } from '@/kyc/domain/verification-status';
import type { PortalWorld } from './world';

/*
 * Identity verification in scenarios: setting the sandbox world (any status, optional and next
 * requests, the limit warning), signing in such a customer, and reading what the back office
 * saw. Shared by every KYC feature (kyc-core, kyc-shell, kyc-manual, ...).
 */

/** The Swedish demo customer of a status (src/sandbox/world/customers.ts), or Amina for Pass. */
export function customerForStatus(world: SandboxWorld, status: VerificationStatus): SandboxCustomer {
  const email = status === 'Pass' ? 'amina.se@sandbox.test' : `status.${status.toLowerCase()}@sandbox.test`;
  const customer = world.customersByEmail(email)[0];
  if (!customer) throw new Error(`No demo customer for status ${status}`);
  return customer;
}

export function parseStatus(text: string): VerificationStatus {
  if (!(VERIFICATION_STATUSES as readonly string[]).includes(text)) throw new Error(`Not a verification status: ${text}`);
  return text as VerificationStatus;
}

/** Puts a customer in a status in the back office (their request follows the status, as user/get derives it). */
export function setStatus(customer: SandboxCustomer, status: VerificationStatus): void {
  customer.status = status;
}

/** Signs in the demo customer of a status (the world's customer is set first), with the KYC modules loaded. */
export async function signInWithStatus(portal: PortalWorld, status: VerificationStatus): Promise<SandboxCustomer> {
  const customer = customerForStatus(portal.sandbox, status);
  setStatus(customer, status);
  portal.customer = customer;
  await portal.signInDirectly();
  await ensureKycModules(portal.container);
  return customer;
}

/** The back office's document-request settings of "me". */
export function myRequests(portal: PortalWorld): DocumentRequestSettings {
  return documentRequestSettings(portal.sandbox, portal.me.id);
}

/** The command lists the verification process ran for "me", in order. */
export function myProcessRuns(portal: PortalWorld): (readonly Record<string, unknown>[])[] {
  return processRunsOf(portal.sandbox)
    .filter((run) => run.customerId === portal.me.id)
    .map((run) => run.commands);
}
