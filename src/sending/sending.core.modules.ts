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
import { PayViewModel } from './ui/pay/pay-view-model';
import { Analytics } from '@/shared/kernel/analytics';
import { TransferGateway } from './application/transfer-gateway';
import { QuoteViewModel } from './ui/quote/quote-view-model';
import { SenderViewModel } from './ui/sender/sender-view-model';
import { ChoosingRecipient } from './application/choosing-recipient';
import { RecipientGateway } from './application/recipient-gateway';
import { RecipientListViewModel } from './ui/recipient/recipient-list-view-model';
import { RecipientDetailsViewModel } from './ui/recipient/recipient-details-view-model';
import { AddingRecipient } from './application/adding-recipient';
import { BeneficiarySchemaGateway } from './application/beneficiary-schema-gateway';
import { NewRecipientViewModel } from './ui/new-recipient/new-recipient-view-model';
import { KeepingRecipients } from './application/keeping-recipients';
import { RecipientsBookViewModel } from './ui/recipients-book/recipients-book-view-model';

/** The transfer in progress, in every mode (loaded on demand with the mode's adapters). */
export const sendingCoreModule = new TrackedModule('sending/core', (bind) => {
  bind(TransferDraftStorage).toResolvedValue((storage) => new StorageTransferDraft(storage), [TabStorageToken]).inSingletonScope();
  bind(NewIntentId).toConstantValue(() => globalThis.crypto.randomUUID());
  bind(TransferDraftStore).toResolvedValue((s, c, id) => new TransferDraftStore(s, c, id), [TransferDraftStorage, SessionCredentials, NewIntentId]).inSingletonScope();
  bind(ClearTransferDraft).toResolvedValue((store) => () => store.clear(), [TransferDraftStore]).inSingletonScope();
  // Step 1, Amount: the use cases over the mode's QuoteGateway, a view model per visit.
  bind(Quoting).toResolvedValue((g, d) => new Quoting(g, d), [QuoteGateway, TransferDraftStore]).inSingletonScope();
  bind(QuoteViewModel).toResolvedValue((q, c) => new QuoteViewModel(q, c), [Quoting, Clock]).inTransientScope();
  // Step 2, You: the use cases over the mode's SenderGateway, a view model per visit.
  bind(ConfirmingSender).toResolvedValue((g, d, c) => new ConfirmingSender(g, d, () => c.now()), [SenderGateway, TransferDraftStore, Clock]).inSingletonScope();
  bind(SenderViewModel).toResolvedValue((u) => new SenderViewModel(u), [ConfirmingSender]).inTransientScope();
  // Step 3, Them (an existing recipient): the use cases over the mode's RecipientGateway and QuoteGateway, a view model per visit.
  // The feature option "mobile payout requires confirming the mobile number" (VITE_FEATURE_CONFIRM_MOBILE_NUMBER).
  bind(ChoosingRecipient).toResolvedValue((r, q, d, f) => new ChoosingRecipient(r, q, d, f.confirmMobileNumber), [RecipientGateway, QuoteGateway, TransferDraftStore, FeaturesToken]).inSingletonScope();
  bind(RecipientListViewModel).toResolvedValue((u) => new RecipientListViewModel(u), [ChoosingRecipient]).inTransientScope();
  bind(RecipientDetailsViewModel).toResolvedValue((u) => new RecipientDetailsViewModel(u), [ChoosingRecipient]).inTransientScope();
  // Step 3, Them (a new recipient): the use cases over the mode's BeneficiarySchemaGateway, a view model per visit.
  // NewRecipientViewModel's 3rd argument is the city popover's Somaliland city addition (spec 02 section 2; default on).
  bind(AddingRecipient).toResolvedValue((g, d) => new AddingRecipient(g, d), [BeneficiarySchemaGateway, TransferDraftStore]).inSingletonScope();
  bind(NewRecipientViewModel).toResolvedValue((u, c) => new NewRecipientViewModel(u, c), [AddingRecipient, Clock]).inTransientScope();
  // The /recipients page (outside a transfer): every recipient, one opened, added or updated through the same schema form.
  bind(KeepingRecipients).toResolvedValue((r, q, g) => new KeepingRecipients(r, q, g), [RecipientGateway, QuoteGateway, BeneficiarySchemaGateway]).inSingletonScope();
  bind(RecipientsBookViewModel).toResolvedValue((u) => new RecipientsBookViewModel(u), [KeepingRecipients]).inTransientScope();
  // Step 4, Confirm: one transfer per intent, paid once, over the mode's TransferGateway (keys from the draft's intentId).
  bind(Paying).toResolvedValue((g, d, id) => new Paying(g, d, id), [TransferGateway, TransferDraftStore, NewIntentId]).inSingletonScope();
  bind(ConfirmingTransfer).toResolvedValue((d, q, p, a, f) => new ConfirmingTransfer(d, q, p, a, f), [TransferDraftStore, QuoteGateway, Paying, Analytics, FeaturesToken]).inSingletonScope();
  bind(PayViewModel).toResolvedValue((u, c) => new PayViewModel(u, c), [ConfirmingTransfer, Clock]).inTransientScope();
});
