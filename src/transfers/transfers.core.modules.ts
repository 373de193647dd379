import { TrackedModule } from '@/shared/di/tracked-module';
import { TransferHistory } from './application/transfer-history';
import { TransferHistoryGateway } from './application/transfer-history-gateway';

/**
 * The transfers area in every mode (loaded on demand with the mode's adapters): use cases over the
 * ports. Not the view models: the list and the wallet's recent transfers make theirs (tests bind
 * them with ./transfers.view-models.ts). The payout-details update (its use case and view model) is not
 * bound here: its page makes them (makePayoutUpdateViewModel), so the schema-form engine and the
 * phone-number rules they need load with that page, not with every visit of the list or of the
 * wallet's recent transfers.
 */
export const transfersCoreModule = new TrackedModule('transfers/core', (bind) => {
  bind(TransferHistory).toResolvedValue((g) => new TransferHistory(g), [TransferHistoryGateway]).inSingletonScope();
});
