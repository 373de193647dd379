import { TrackedModule } from '@/shared/di/tracked-module';
import { makeWalletStatisticsViewModel, WalletStatisticsViewModel } from './ui/statistics/wallet-statistics-view-model';
import { makeWalletActivityViewModel, WalletActivityViewModel } from './ui/activity/wallet-activity-view-model';
import { makeWalletCardsViewModel, WalletCardsViewModel } from './ui/cards/wallet-cards-view-model';
import { makeTopUpViewModel, TopUpViewModel } from './ui/top-up/top-up-view-model';

/**
 * The wallet sections' view models, a new one per resolution, made by the same factories the
 * sections use: for tests and scenarios that drive them without the page. The app never loads this
 * module (each section's chunk makes its own). Resolves once the wallet's modules are loaded
 * (./wallet.core.modules.ts).
 */
export const walletViewModelsModule = new TrackedModule('wallet/view-models', (bind) => {
  bind(WalletStatisticsViewModel).toDynamicValue(makeWalletStatisticsViewModel).inTransientScope();
  bind(WalletActivityViewModel).toDynamicValue(makeWalletActivityViewModel).inTransientScope();
  bind(WalletCardsViewModel).toDynamicValue(makeWalletCardsViewModel).inTransientScope();
  bind(TopUpViewModel).toDynamicValue(makeTopUpViewModel).inTransientScope();
});
