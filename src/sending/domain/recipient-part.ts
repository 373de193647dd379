import { z } from '@/shared/validation/zod';

/** Step 3's part of the draft: the recipient chosen or created, and the payout details for them. Owned by the Them step. */
export interface RecipientPart {
  /** The beneficiary's id (an integer, as text): the recipient-details page's `?id=`. */
  readonly beneficiaryId: string;
  /** The beneficiary's guid: what transaction create names the recipient by. */
  readonly beneficiaryGuid: string;
  /** The recipient's name as shown on the confirm step. */
  readonly displayName: string;
  /** Payout option fields (spec 02 section 3) chosen for this transfer, e.g. mobile_network_code. */
  readonly payoutFields: Readonly<Record<string, string>>;
}

/** What a stored recipient part must look like to be used. */
export const recipientPartSchema = z.object({ beneficiaryId: z.string(), beneficiaryGuid: z.string(), displayName: z.string(), payoutFields: z.record(z.string(), z.string()) });
