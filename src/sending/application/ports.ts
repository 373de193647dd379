import type { ServiceIdentifier } from 'inversify';
import type { TransferDraft } from '../domain/transfer-draft';

/**
 * Where the transfer in progress is kept between page loads (the tab's session storage): a reload
 * on any step keeps it, closing the tab ends it, a sign-out wipes it. It belongs to one session:
 * a draft saved in another session reads as none.
 */
export interface TransferDraftStorage {
  load(session: string): TransferDraft | undefined;
  save(session: string, draft: TransferDraft): void;
  clear(): void;
}
export const TransferDraftStorage = Symbol('TransferDraftStorage') as ServiceIdentifier<TransferDraftStorage>;

/** Makes the id of a new customer intent (a UUID in the app). */
export const NewIntentId = Symbol('NewIntentId') as ServiceIdentifier<() => string>;

/** Ends the transfer in progress (the steps layout's close button): nothing of it is kept. */
export const ClearTransferDraft = Symbol('ClearTransferDraft') as ServiceIdentifier<() => void>;
