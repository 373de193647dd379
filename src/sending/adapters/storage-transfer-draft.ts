import { z } from '@/shared/validation/zod';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { DRAFT_PARTS, type TransferDraft } from '../domain/transfer-draft';
import { linkPartSchema } from '../domain/link-part';
import { paymentPartSchema } from '../domain/payment-part';
import { quotePartSchema } from '../domain/quote-part';
import { recipientPartSchema } from '../domain/recipient-part';
import { senderPartSchema } from '../domain/sender-part';
import type { TransferDraftStorage } from '../application/ports';
import { TRANSFER_DRAFT_KEY } from './transfer-draft-key';

const PART_SCHEMAS = { quote: quotePartSchema, sender: senderPartSchema, recipient: recipientPartSchema, payment: paymentPartSchema, link: linkPartSchema } as const;

const envelope = z.object({ session: z.string(), draft: z.object({ intentId: z.string().check(z.minLength(1)) }) });

/**
 * The draft as one JSON entry of the tab's session storage, with the fingerprint of the session it
 * belongs to (never the token itself). Read defensively: a damaged entry, another session's draft
 * or a part of the wrong shape (an older version of the portal) reads as missing, never an error.
 */
export class StorageTransferDraft implements TransferDraftStorage {
  constructor(private readonly storage: KeyValueStorage) {}

  load(session: string): TransferDraft | undefined {
    let raw: unknown;
    try {
      raw = JSON.parse(this.storage.getItem(TRANSFER_DRAFT_KEY) ?? 'null');
    } catch {
      return undefined;
    }
    const parsed = envelope.safeParse(raw);
    if (!parsed.success || parsed.data.session !== fingerprint(session)) return undefined;
    const stored = (raw as { draft: Record<string, unknown> }).draft;
    const draft: Record<string, unknown> = { intentId: parsed.data.draft.intentId };
    for (const part of DRAFT_PARTS) {
      const value = PART_SCHEMAS[part].safeParse(stored[part]);
      if (value.success) draft[part] = value.data;
    }
    return draft as unknown as TransferDraft;
  }

  save(session: string, draft: TransferDraft): void {
    this.storage.setItem(TRANSFER_DRAFT_KEY, JSON.stringify({ session: fingerprint(session), draft }));
  }

  clear(): void {
    this.storage.removeItem(TRANSFER_DRAFT_KEY);
  }
}

/** FNV-1a (32 bits) of the session token: tells sessions apart without storing the token again. */
export function fingerprint(session: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < session.length; i += 1) {
    hash ^= session.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
