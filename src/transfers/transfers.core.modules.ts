import { TrackedModule } from '@/shared/di/tracked-module';
import { TransferHistory } from './application/transfer-history';
import { TransferHistoryGateway } from './application/transfer-history-gateway';
import { makeRecentTransfersViewModel, RecentTransfersViewModel } from './ui/recent-transfers-view-model';
import { makeTransfersViewModel, TransfersViewModel } from './ui/transfers-view-model';

/**
 * The transfers area in every mode (loaded on demand with the mode's adapters): use cases over the
 * ports, a view model per visit. The payout-details update (its use case and view model) is not
 * bound here: its page makes them (makePayoutUpdateViewModel), so the schema-form engine and the
 * phone-number rules they need load with that page, not with every visit of the list or of the
 * wallet's recent transfers.
 */
export const transfersCoreModule = new TrackedModule('transfers/core', (bind) => {
  bind(TransferHistory).toResolvedValue((g) => new TransferHistory(g), [TransferHistoryGateway]).inSingletonScope();
  bind(TransfersViewModel).toDynamicValue(makeTransfersViewModel).inTransientScope();
  bind(RecentTransfersViewModel).toDynamicValue(makeRecentTransfersViewModel).inTransientScope();
});
