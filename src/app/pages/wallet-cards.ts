import { NewCardForms, SavedCards, TopUpBankLinks } from '@/wallet/application/home-ports';
import { ensureWalletModules } from '@/wallet/wallet-loader';
import { CardGateway } from '@/paying/application/card-gateway';
import { CardForms } from '@/paying/application/card-form';
import { bankLinkAddress, bankLinkReturn, WALLET_ROUTE_NAME } from '@/paying/domain/bank-link';
import { AppConfigToken } from '@/app/config-token';
import { oncePerContainer } from '@/shared/di/per-container';
import { TrackedModule } from '@/shared/di/tracked-module';

/**
 * Where the wallet meets the paying context: the wallet's saved cards are paying's cards (its
 * CardGateway: POST /remit/card/list, /remit/card/delete), so the portal has one card gateway; a
 * top-up by a new card uses paying's card forms (CardForms: Checkout.com's Frames, Fiserv's hosted
 * page, Vantiv's eProtect, or the memory mode's fake), the one the back office names for the
 * customer (CardGateway.cardProvider), as send money's pay step chooses it; a top-up by an instant
 * bank payment runs paying's bank link (Trustly's return addresses, named for the wallet, and its
 * page followed only on a configured vendor origin), and an Interac e-Transfer top-up shows paying's
 * e-Transfer steps.
 * A module of its own, loaded with the wallet's cards and top-up sections after the balance (home-route.tsx):
 * paying's modules (src/paying/paying-loader.ts) and this composition never load with the first screen.
 */
export const ensureWalletCards = oncePerContainer(async (container) => {
  await Promise.all([ensureWalletModules(container), import('@/paying/paying-loader').then((m) => m.ensurePayingModules(container))]);
  if (container.isBound(SavedCards)) return;
  const walletCards = new TrackedModule('app/wallet-cards', (bind) => {
    // Paying's SavedCard is a WalletCard and more (guid, the back office's expired flag): the wallet
    // reads the expiry against the customer's own calendar.
    bind(SavedCards).toResolvedValue((cards) => ({ list: () => cards.list(), remove: (cardId: number) => cards.remove(cardId) }), [CardGateway]);
    // The provider asked each time the form opens (the adapter of each provider is loaded once, by CardForms).
    bind(NewCardForms).toResolvedValue(
      (cards, forms, config) => ({ open: async () => forms.forProvider(await cards.cardProvider()), vendorOrigins: config.vendorOrigins }),
      [CardGateway, CardForms, AppConfigToken],
    );
    bind(TopUpBankLinks).toResolvedValue(
      (config) => ({
        returnTo: (portalOrigin: string) => {
          const back = bankLinkReturn(portalOrigin, WALLET_ROUTE_NAME);
          return { successUrl: back.successUrl, failureUrl: back.failUrl };
        },
        leaveFor: (redirectUrl: string) => bankLinkAddress(redirectUrl, config.vendorOrigins),
      }),
      [AppConfigToken],
    );
  });
  container.load(walletCards.module);
});
