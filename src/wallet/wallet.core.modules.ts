import { TrackedModule } from '@/shared/di/tracked-module';
import { WalletGateway } from './application/ports';
import { LocalTimeZone, SavedCards } from './application/home-ports';
import { GetWalletActivity, GetWalletStatistics } from './application/wallet-statistics';
import { CardShelf } from './application/card-shelf';
import { ToppingUp } from './application/topping-up';

/**
 * The wallet home's sections in every mode, over the WalletGateway bound at start (the mode's
 * adapter) and the SavedCards and NewCardForms the composition root binds over the paying context's
 * cards and card forms (src/app/pages/home-route.tsx): use cases once per container. Not the sections'
 * view models: each section makes its own (its chunk carries it); tests bind them with
 * ./wallet.view-models.ts.
 */
export const walletHomeModule = new TrackedModule('wallet/home', (bind) => {
  // The browser's own time zone: the customer's calendar decides when a card's month has passed.
  bind(LocalTimeZone).toConstantValue(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  bind(GetWalletStatistics).toResolvedValue((g) => new GetWalletStatistics(g), [WalletGateway]).inSingletonScope();
  bind(GetWalletActivity).toResolvedValue((g) => new GetWalletActivity(g), [WalletGateway]).inSingletonScope();
  bind(ToppingUp).toResolvedValue((g) => new ToppingUp(g), [WalletGateway]).inSingletonScope();
  bind(CardShelf).toResolvedValue((cards) => new CardShelf(cards), [SavedCards]).inSingletonScope();
});
