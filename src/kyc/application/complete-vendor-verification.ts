import { idCompletionCommands, withDocumentsCommands, type CommandVendors } from '../domain/verification-commands';
import type { VerificationProfile } from '../domain/verification-profile';
import { isPass, type DocumentScreen } from '../domain/verification-status';
import type { KycService, VerificationGateway } from './ports';
import { statusContextOf, type TransferContext } from './status-context';
import type { VerificationProfileStore } from './verification-profile-store';

export type VendorVerificationOutcome =
  /** Identity verified: the success dialog. */
  | { readonly kind: 'pass'; readonly profile: VerificationProfile }
  /** Identity sent, not decided yet: the wait dialog. */
  | { readonly kind: 'wait'; readonly profile: VerificationProfile }
  /** Address or source of funds sent: "great, under review". */
  | { readonly kind: 'underReview'; readonly profile: VerificationProfile };

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
    if (input.screen !== 'id') return { kind: 'underReview', profile };
    return isPass(profile.status) ? { kind: 'pass', profile } : { kind: 'wait', profile };
  }
}
