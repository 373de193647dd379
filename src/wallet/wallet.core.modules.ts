import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { WalletGateway } from './application/ports';
import { LocalTimeZone, NewCardForms, SavedCards } from './application/home-ports';
import { GetWalletActivity, GetWalletStatistics } from './application/wallet-statistics';
import { CardShelf } from './application/card-shelf';
import { ToppingUp } from './application/topping-up';
import { WalletStatisticsViewModel } from './ui/statistics/wallet-statistics-view-model';
import { WalletActivityViewModel } from './ui/activity/wallet-activity-view-model';
import { WalletCardsViewModel } from './ui/cards/wallet-cards-view-model';
import { TopUpViewModel } from './ui/top-up/top-up-view-model';
import { TabTopUpAttempts } from './adapters/tab-top-up-attempts';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';

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
  bind(WalletStatisticsViewModel).toResolvedValue((u) => new WalletStatisticsViewModel(u), [GetWalletStatistics]).inTransientScope();
  bind(WalletActivityViewModel).toResolvedValue((u) => new WalletActivityViewModel(u), [GetWalletActivity]).inTransientScope();
  bind(WalletCardsViewModel).toResolvedValue((s, c, z) => new WalletCardsViewModel(s, c, z), [CardShelf, Clock, LocalTimeZone]).inTransientScope();
  bind(TopUpViewModel)
    .toResolvedValue(
      (u, s, c, z, tab, forms) => new TopUpViewModel(u, s, c, z, new TabTopUpAttempts(tab), forms),
      [ToppingUp, CardShelf, Clock, LocalTimeZone, TabStorageToken, NewCardForms],
    )
    .inTransientScope();
});
