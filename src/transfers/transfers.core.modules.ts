import { TrackedModule } from '@/shared/di/tracked-module';
import { PayoutDetailsGateway } from './application/payout-details-gateway';
import { TransferHistory } from './application/transfer-history';
import { TransferHistoryGateway } from './application/transfer-history-gateway';
import { UpdatingPayoutDetails } from './application/updating-payout-details';
import { makePayoutUpdateViewModel, PayoutUpdateViewModel } from './ui/update/payout-update-view-model';
import { makeRecentTransfersViewModel, RecentTransfersViewModel } from './ui/recent-transfers-view-model';
import { makeTransfersViewModel, TransfersViewModel } from './ui/transfers-view-model';

/** The transfers area in every mode (loaded on demand with the mode's adapters): use cases over the ports, a view model per visit. */
export const transfersCoreModule = new TrackedModule('transfers/core', (bind) => {
  bind(TransferHistory).toResolvedValue((g) => new TransferHistory(g), [TransferHistoryGateway]).inSingletonScope();
  bind(UpdatingPayoutDetails).toResolvedValue((h, d) => new UpdatingPayoutDetails(h, d), [TransferHistoryGateway, PayoutDetailsGateway]).inSingletonScope();
  bind(TransfersViewModel).toDynamicValue(makeTransfersViewModel).inTransientScope();
  bind(RecentTransfersViewModel).toDynamicValue(makeRecentTransfersViewModel).inTransientScope();
  bind(PayoutUpdateViewModel).toDynamicValue(makePayoutUpdateViewModel).inTransientScope();
});
