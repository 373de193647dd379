import { z } from '@/shared/validation/zod';

/** Step 2's part of the draft: the sender confirmed (or corrected) their details. Owned by the You step. */
export interface SenderPart {
  /** Epoch milliseconds of the confirmation. */
  readonly confirmedAt: number;
}

/** What a stored sender part must look like to be used. */
export const senderPartSchema = z.object({ confirmedAt: z.number() });
