import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { StorageTransferDraft } from './adapters/storage-transfer-draft';
import { NewIntentId, TransferDraftStorage } from './application/ports';
import { TransferDraftStore } from './application/transfer-draft-store';

/** The transfer in progress, in every mode (loaded on demand with the mode's adapters). */
export const sendingCoreModule = new TrackedModule('sending/core', (bind) => {
  bind(TransferDraftStorage).toResolvedValue((storage) => new StorageTransferDraft(storage), [TabStorageToken]).inSingletonScope();
  bind(NewIntentId).toConstantValue(() => globalThis.crypto.randomUUID());
  bind(TransferDraftStore).toResolvedValue((s, c, id) => new TransferDraftStore(s, c, id), [TransferDraftStorage, SessionCredentials, NewIntentId]).inSingletonScope();
});
