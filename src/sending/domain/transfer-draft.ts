import type { LinkPart } from './link-part';
import type { PaymentPart } from './payment-part';
import type { QuotePart } from './quote-part';
import type { RecipientPart } from './recipient-part';
import type { SenderPart } from './sender-part';

/**
 * The transfer in progress (spec 02 section 3, "send-money state"): what each step of /send-money
 * has settled, kept for the tab so a reload on any step keeps it (src/sending/adapters/
 * storage-transfer-draft.ts). Each step owns one part, defined in its own file:
 *
 *   quote      step 1, Amount   (quote-part.ts)
 *   sender     step 2, You      (sender-part.ts)
 *   recipient  step 3, Them     (recipient-part.ts)
 *   payment    step 4, Confirm  (payment-part.ts)
 *   link       what a send-money link asked of step 3, until step 3 takes it (link-part.ts)
 *
 * `intentId` is made once per customer intent: the idempotency keys of transaction create and pay
 * derive from it, so every retry of the same intent is the same transfer. Changing what the
 * transfer is (a new quote, another recipient) ends the intent: the payment part is dropped and a
 * new intentId is made (TransferDraftStore).
 */
export interface TransferDraft {
  readonly intentId: string;
  readonly quote?: QuotePart;
  readonly sender?: SenderPart;
  readonly recipient?: RecipientPart;
  readonly payment?: PaymentPart;
  readonly link?: LinkPart;
}

export type DraftPartName = Exclude<keyof TransferDraft, 'intentId'>;
export const DRAFT_PARTS: readonly DraftPartName[] = ['quote', 'sender', 'recipient', 'payment', 'link'];

/** The parts that decide what is sent and to whom: changing one ends the intent. */
const INTENT_PARTS: ReadonlySet<DraftPartName> = new Set(['quote', 'recipient']);

/** The draft with one part set (or removed); a new intent when what is sent or to whom changed. */
export function withPart<K extends DraftPartName>(draft: TransferDraft, part: K, value: TransferDraft[K] | undefined, newIntentId: () => string): TransferDraft {
  const next: Record<string, unknown> = { ...draft };
  if (value === undefined) delete next[part];
  else next[part] = value;
  if (INTENT_PARTS.has(part) && draft.payment) {
    delete next.payment;
    next.intentId = newIntentId();
  }
  return next as unknown as TransferDraft;
}
