import { z } from '@/shared/validation/zod';

/**
 * What a send-money link (src/shared/kernel/send-money-link.ts: "send again", a recipient's "Send
 * money") asked of a later step: the saved recipient step 3 opens with. Set when step 1 reads the
 * link, taken (and removed) by step 3 when its list loads, so it is followed once: coming back to
 * the list later shows the list.
 */
export interface LinkPart {
  /** The beneficiary id the link named (an integer, as text). */
  readonly beneficiaryId: string;
}

/** What a stored link part must look like to be used. */
export const linkPartSchema = z.object({ beneficiaryId: z.string() });
