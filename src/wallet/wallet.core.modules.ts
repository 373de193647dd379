import { TrackedModule } from '@/shared/di/tracked-module';
import { WalletGateway } from './application/ports';
import { LocalTimeZone, SavedCards } from './application/home-ports';
import { GetWalletActivity, GetWalletStatistics } from './application/wallet-statistics';
import { CardShelf } from './application/card-shelf';
import { ToppingUp } from './application/topping-up';
import { makeWalletStatisticsViewModel, WalletStatisticsViewModel } from './ui/statistics/wallet-statistics-view-model';
import { makeWalletActivityViewModel, WalletActivityViewModel } from './ui/activity/wallet-activity-view-model';
import { makeWalletCardsViewModel, WalletCardsViewModel } from './ui/cards/wallet-cards-view-model';
import { makeTopUpViewModel, TopUpViewModel } from './ui/top-up/top-up-view-model';

/**
 * The wallet home's sections in every mode, over the WalletGateway bound at start (the mode's
 * adapter) and the SavedCards and NewCardForms the composition root binds over the paying context's
 * cards and card forms (src/app/pages/home-route.tsx): use cases once per container, a view model per visit.
 */
export const walletHomeModule = new TrackedModule('wallet/home', (bind) => {
  // The browser's own time zone: the customer's calendar decides when a card's month has passed.
  bind(LocalTimeZone).toConstantValue(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  bind(GetWalletStatistics).toResolvedValue((g) => new GetWalletStatistics(g), [WalletGateway]).inSingletonScope();
  bind(GetWalletActivity).toResolvedValue((g) => new GetWalletActivity(g), [WalletGateway]).inSingletonScope();
  bind(ToppingUp).toResolvedValue((g) => new ToppingUp(g), [WalletGateway]).inSingletonScope();
  bind(CardShelf).toResolvedValue((cards) => new CardShelf(cards), [SavedCards]).inSingletonScope();
  bind(WalletStatisticsViewModel).toDynamicValue(makeWalletStatisticsViewModel).inTransientScope();
  bind(WalletActivityViewModel).toDynamicValue(makeWalletActivityViewModel).inTransientScope();
  bind(WalletCardsViewModel).toDynamicValue(makeWalletCardsViewModel).inTransientScope();
  bind(TopUpViewModel).toDynamicValue(makeTopUpViewModel).inTransientScope();
});
