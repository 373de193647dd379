import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { FeaturesToken } from '@/shared/kernel/features';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { StorageTransferDraft } from './adapters/storage-transfer-draft';
import { ClearTransferDraft, NewIntentId, TransferDraftStorage } from './application/ports';
import { QuoteGateway } from './application/quote-gateway';
import { Quoting } from './application/quoting';
import { ConfirmingSender } from './application/confirming-sender';
import { SenderGateway } from './application/sender-gateway';
import { TransferDraftStore } from './application/transfer-draft-store';
import { Paying } from './application/paying';
import { ConfirmingTransfer } from './application/confirming-transfer';
import { Analytics } from '@/shared/kernel/analytics';
import { TransferGateway } from './application/transfer-gateway';
import { ChoosingRecipient } from './application/choosing-recipient';
import { RecipientGateway } from './application/recipient-gateway';
import { AddingRecipient } from './application/adding-recipient';
import { BeneficiarySchemaGateway } from './application/beneficiary-schema-gateway';
import { KeepingRecipients } from './application/keeping-recipients';

/**
 * The transfer in progress, in every mode (loaded on demand with the mode's adapters): the draft and
 * each step's use cases. No view model: each page makes its own from these (with the factory next to
 * the view model's class, given to the page's view-model hook), so a page downloads only its own;
 * tests and scenarios bind them all with ./sending.view-models.ts.
 */
export const sendingCoreModule = new TrackedModule('sending/core', (bind) => {
  bind(TransferDraftStorage).toResolvedValue((storage) => new StorageTransferDraft(storage), [TabStorageToken]).inSingletonScope();
  bind(NewIntentId).toConstantValue(() => globalThis.crypto.randomUUID());
  bind(TransferDraftStore).toResolvedValue((s, c, id) => new TransferDraftStore(s, c, id), [TransferDraftStorage, SessionCredentials, NewIntentId]).inSingletonScope();
  bind(ClearTransferDraft).toResolvedValue((store) => () => store.clear(), [TransferDraftStore]).inSingletonScope();
  // Step 1, Amount: the use cases over the mode's QuoteGateway.
  bind(Quoting).toResolvedValue((g, d) => new Quoting(g, d), [QuoteGateway, TransferDraftStore]).inSingletonScope();
  // Step 2, You: the use cases over the mode's SenderGateway.
  bind(ConfirmingSender).toResolvedValue((g, d, c) => new ConfirmingSender(g, d, () => c.now()), [SenderGateway, TransferDraftStore, Clock]).inSingletonScope();
  // Step 3, Them (an existing recipient): the use cases over the mode's RecipientGateway and QuoteGateway.
  // The feature option "mobile payout requires confirming the mobile number" (VITE_FEATURE_CONFIRM_MOBILE_NUMBER).
  bind(ChoosingRecipient).toResolvedValue((r, q, d, f) => new ChoosingRecipient(r, q, d, f.confirmMobileNumber), [RecipientGateway, QuoteGateway, TransferDraftStore, FeaturesToken]).inSingletonScope();
  // Step 3, Them (a new recipient): the use cases over the mode's BeneficiarySchemaGateway.
  bind(AddingRecipient).toResolvedValue((g, d) => new AddingRecipient(g, d), [BeneficiarySchemaGateway, TransferDraftStore]).inSingletonScope();
  // The /recipients page (outside a transfer): every recipient, one opened, added or updated through the same schema form.
  bind(KeepingRecipients).toResolvedValue((r, q, g) => new KeepingRecipients(r, q, g), [RecipientGateway, QuoteGateway, BeneficiarySchemaGateway]).inSingletonScope();
  // Step 4, Confirm: one transfer per intent, paid once, over the mode's TransferGateway (keys from the draft's intentId).
  bind(Paying).toResolvedValue((g, d, id) => new Paying(g, d, id), [TransferGateway, TransferDraftStore, NewIntentId]).inSingletonScope();
  bind(ConfirmingTransfer).toResolvedValue((d, q, p, a, f, s) => new ConfirmingTransfer(d, q, p, a, f, s), [TransferDraftStore, QuoteGateway, Paying, Analytics, FeaturesToken, BeneficiarySchemaGateway]).inSingletonScope();
});
