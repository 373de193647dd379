import { makeAutoObservable } from 'mobx';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import { withPart, type DraftPartName, type TransferDraft } from '../domain/transfer-draft';
import type { TransferDraftStorage } from './ports';

/**
 * The transfer in progress, shared by the steps of /send-money: one observable draft, saved on
 * every change and read back after a reload. It belongs to the session it was made in: once the
 * session's token changes the store starts afresh.
 */
export class TransferDraftStore {
  private state: { readonly session: string; readonly draft: TransferDraft } | undefined = undefined;
  /** The session's draft before anything was set (read from storage once, or a new intent): not observable. */
  private initial: { readonly session: string; readonly draft: TransferDraft } | undefined = undefined;

  constructor(
    private readonly storage: TransferDraftStorage,
    private readonly credentials: SessionCredentials,
    private readonly newIntentId: () => string,
  ) {
    makeAutoObservable<TransferDraftStore, 'storage' | 'credentials' | 'newIntentId' | 'initial'>(
      this,
      { storage: false, credentials: false, newIntentId: false, initial: false },
      { autoBind: true },
    );
  }

  /** The current session's draft: the stored one after a reload, else a new one (a new intent). */
  get draft(): TransferDraft {
    const session = this.credentials.token() ?? '';
    if (this.state?.session === session) return this.state.draft;
    if (this.initial?.session !== session) this.initial = { session, draft: this.storage.load(session) ?? { intentId: this.newIntentId() } };
    return this.initial.draft;
  }

  /** Sets (or, with undefined, removes) one step's part; see `withPart` for when the intent changes. */
  set<K extends DraftPartName>(part: K, value: TransferDraft[K] | undefined): void {
    this.put(withPart(this.draft, part, value, this.newIntentId));
  }

  /** The close button and the end of a transfer: nothing of it is kept. */
  clear(): void {
    const session = this.credentials.token() ?? '';
    this.storage.clear();
    this.state = { session, draft: { intentId: this.newIntentId() } };
  }

  private put(draft: TransferDraft): void {
    const session = this.credentials.token() ?? '';
    this.state = { session, draft };
    this.storage.save(session, draft);
  }
}
