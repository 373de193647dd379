import { TrackedModule } from '@/shared/di/tracked-module';
import { Analytics } from '@/shared/kernel/analytics';
import { FeaturesToken } from '@/shared/kernel/features';
import { BeneficiarySchemaGateway } from './application/beneficiary-schema-gateway';
import { ConfirmingTransfer } from './application/confirming-transfer';
import { NewIntentId } from './application/ports';
import { Paying } from './application/paying';
import { QuoteGateway } from './application/quote-gateway';
import { TransferDraftStore } from './application/transfer-draft-store';
import { TransferGateway } from './application/transfer-gateway';

/**
 * Step 4, Confirm, in every mode: one transfer per intent, paid once, over the mode's
 * TransferGateway (keys from the draft's intentId); its transaction schema through the
 * BeneficiarySchemaGateway (loaded with step 4 and the pages a payment provider returns to).
 */
export const transferCoreModule = new TrackedModule('sending/transfer/core', (bind) => {
  bind(Paying).toResolvedValue((g, d, id) => new Paying(g, d, id), [TransferGateway, TransferDraftStore, NewIntentId]).inSingletonScope();
  bind(ConfirmingTransfer).toResolvedValue((d, q, p, a, f, s) => new ConfirmingTransfer(d, q, p, a, f, s), [TransferDraftStore, QuoteGateway, Paying, Analytics, FeaturesToken, BeneficiarySchemaGateway]).inSingletonScope();
});
