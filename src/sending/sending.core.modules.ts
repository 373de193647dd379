import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { StorageTransferDraft } from './adapters/storage-transfer-draft';
import { ClearTransferDraft, NewIntentId, TransferDraftStorage } from './application/ports';
import { ConfirmingSender } from './application/confirming-sender';
import { SenderGateway } from './application/sender-gateway';
import { TransferDraftStore } from './application/transfer-draft-store';

/**
 * What every part of send money needs, in every mode: the transfer in progress (the draft) and
 * step 2's use cases, which the profile shows too (loaded on demand with the mode's adapters). Each
 * other step's use cases are a module of their own (./quote.core.modules.ts,
 * ./recipient.core.modules.ts, ./new-recipient.core.modules.ts, ./transfer.core.modules.ts),
 * loaded with the pages that use them (./sending-loader.ts). No view model: each page makes its
 * own from these (with the factory next to the view model's class, given to the page's view-model
 * hook), so a page downloads only its own; tests and scenarios bind them all with
 * ./sending.view-models.ts.
 */
export const sendingCoreModule = new TrackedModule('sending/core', (bind) => {
  bind(TransferDraftStorage).toResolvedValue((storage) => new StorageTransferDraft(storage), [TabStorageToken]).inSingletonScope();
  bind(NewIntentId).toConstantValue(() => globalThis.crypto.randomUUID());
  bind(TransferDraftStore).toResolvedValue((s, c, id) => new TransferDraftStore(s, c, id), [TransferDraftStorage, SessionCredentials, NewIntentId]).inSingletonScope();
  bind(ClearTransferDraft).toResolvedValue((store) => () => store.clear(), [TransferDraftStore]).inSingletonScope();
  // Step 2, You: the use cases over the mode's SenderGateway.
  bind(ConfirmingSender).toResolvedValue((g, d, c) => new ConfirmingSender(g, d, () => c.now()), [SenderGateway, TransferDraftStore, Clock]).inSingletonScope();
});
