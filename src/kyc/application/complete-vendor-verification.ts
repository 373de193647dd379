import { idCompletionCommands, withDocumentsCommands, type CommandVendors } from '../domain/verification-commands';
import type { VerificationProfile } from '../domain/verification-profile';
import type { DocumentScreen } from '../domain/verification-status';
import { statusDialogAfterSubmit, type StatusDialog } from '../domain/status-dialog';
import type { KycService, VerificationGateway } from './ports';
import { statusContextOf, type TransferContext } from './status-context';
import type { VerificationProfileStore } from './verification-profile-store';

export type VendorVerificationOutcome =
  /** Identity verified: the success dialog. */
  | { readonly kind: 'pass'; readonly profile: VerificationProfile }
  /** Identity sent, not decided yet: the wait dialog. */
  | { readonly kind: 'wait'; readonly profile: VerificationProfile }
  /** Address or source of funds sent: "great, under review". */
  | { readonly kind: 'underReview'; readonly profile: VerificationProfile }
  /** The document was refused (a Failed* status for it): the fail dialog, with the way to support. */
  | { readonly kind: 'refused'; readonly profile: VerificationProfile };

/** The outcome for each status dialog: the use case answers what the dialogs show (statusDialogAfterSubmit). */
const OUTCOME_OF: Readonly<Record<StatusDialog, VendorVerificationOutcome['kind']>> = { success: 'pass', wait: 'wait', review: 'underReview', fail: 'refused' };

/**
 * After the vendor's frame reported success with its workflowExecutionId (spec 01 section 4):
 * the verification process for an identity document, the verification-with-documents process
 * for address and source of funds, then the customer is read again.
 */
export class CompleteVendorVerification {
  constructor(
    private readonly gateway: VerificationGateway,
    private readonly store: VerificationProfileStore,
    private readonly kyc: KycService,
    private readonly vendors: CommandVendors,
  ) {}

  async execute(input: { readonly screen: DocumentScreen; readonly workflowExecutionId: string; readonly transfer?: TransferContext }): Promise<VendorVerificationOutcome> {
    const before = await this.store.load();
    if (input.screen === 'id') {
      await this.gateway.runProcess(idCompletionCommands(this.vendors, input.workflowExecutionId, statusContextOf(before, input.transfer)));
    } else {
      const reference = before.kycUserReference ?? (await this.kyc.customer()).userReference;
      await this.gateway.runProcess(withDocumentsCommands(this.vendors, reference, input.workflowExecutionId));
    }
    const profile = await this.store.refresh();
    return { kind: OUTCOME_OF[statusDialogAfterSubmit(profile.status, input.screen)], profile };
  }
}
