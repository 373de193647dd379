import { ensureKycShell } from '@/app/kyc-composition';
import { IdentityProviderChooser } from '@/kyc/application/identity-provider-chooser';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import { profileSourceOf, VerificationSession, type FlowOutcome, type SessionPhase } from '@/kyc/application/verification-session';
import type { DocumentRequest } from '@/kyc/domain/verification-profile';
import { setVerificationDecision } from '@/sandbox/world/verification-decision';
import type { PortalWorld } from './world';

/** Decides my next verification in the back office (POST /sandbox/control/verification-decision does the same). */
export function decideMyNextVerification(portal: PortalWorld, decision: string): void {
  const changed = setVerificationDecision(portal.sandbox, { email: portal.me.email, country: portal.me.country, decision });
  if (typeof changed === 'string') throw new Error(changed);
}

const phaseOf = (session: VerificationSession): SessionPhase => session.phase;

/**
 * The status dialog the upload dialog shows after a provider's flow reported this outcome for this
 * request: the launcher's session (src/kyc/ui/verification-launcher.tsx), given the outcome as the
 * flow's onDone gives it. Answers the dialog (success, review, wait, fail), or the phase otherwise.
 */
export async function statusDialogAfter(portal: PortalWorld, request: DocumentRequest, outcome: FlowOutcome): Promise<string> {
  await ensureKycShell(portal.container);
  const session = new VerificationSession(profileSourceOf(portal.container.get(VerificationProfileStore)), portal.container.get(IdentityProviderChooser), request, () => undefined);
  await session.start();
  if (session.phase.kind !== 'capture') return session.phase.kind;
  await session.flowDone(outcome);
  // Read afresh: the flow's report moved the session on.
  const after = phaseOf(session);
  return after.kind === 'status' ? after.dialog : after.kind;
}
