import { TrackedModule } from '@/shared/di/tracked-module';
import { makeRecentTransfersViewModel, RecentTransfersViewModel } from './ui/recent-transfers-view-model';
import { makeTransfersViewModel, TransfersViewModel } from './ui/transfers-view-model';

/**
 * The transfers' view models, a new one per resolution, made by the factories /transfers and the
 * wallet's recent transfers use: for tests and scenarios. The app never loads this module. Resolves
 * once the transfers' modules are loaded (./transfers.core.modules.ts).
 */
export const transfersViewModelsModule = new TrackedModule('transfers/view-models', (bind) => {
  bind(TransfersViewModel).toDynamicValue(makeTransfersViewModel).inTransientScope();
  bind(RecentTransfersViewModel).toDynamicValue(makeRecentTransfersViewModel).inTransientScope();
});
