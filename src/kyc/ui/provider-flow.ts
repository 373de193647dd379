import type { ComponentType } from 'react';
import type { DocumentRequest, VerificationProfile } from '../domain/verification-profile';

/**
 * What every way of capturing documents (manual upload wizard, the identity vendor's frame, the
 * identity SDK, the phone hand-off) looks like to the launcher that opens it
 * (src/kyc/ui/verification-launcher.tsx). The launcher picks the configured provider, renders its
 * flow inside the upload dialog, and when the flow is done refreshes the customer and shows the
 * status dialog (success when Pass, "great, under review" for address and funds, else wait).
 */
export type ProviderOutcome =
  /** Documents were sent. `profile` when the flow already has the refreshed one (the manual upload's answer). */
  | { readonly kind: 'submitted'; readonly profile?: VerificationProfile }
  /** The customer closed or skipped (an optional request). */
  | { readonly kind: 'closed' }
  /** The provider failed; the flow has already shown what failed. */
  | { readonly kind: 'failed' };

export interface ProviderFlowProps {
  /** What to capture (the effective document request). */
  readonly request: DocumentRequest;
  /** Inside /send-money the frame's close button is hidden (spec 01 section 4). */
  readonly inSendMoney: boolean;
  readonly onDone: (outcome: ProviderOutcome) => void;
  /** Offered on a desktop: continue the capture on the phone (the hand-off flow). */
  readonly onContinueOnPhone?: () => void;
}

export type ProviderFlow = ComponentType<ProviderFlowProps>;
