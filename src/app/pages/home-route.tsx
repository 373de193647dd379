import { lazy, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import { SessionState } from '@/session/application/session-state';
import { displayName } from '@/session/domain/session';
import { WalletPage } from '@/wallet/ui/wallet-page';
import { ensureWalletModules } from '@/wallet/wallet-loader';
import { NewCardForms, SavedCards, TopUpBankLinks } from '@/wallet/application/home-ports';
import { CardGateway } from '@/paying/application/card-gateway';
import { CardForms } from '@/paying/application/card-form';
import { bankLinkAddress, bankLinkReturn, WALLET_ROUTE_NAME } from '@/paying/domain/bank-link';
import { AppConfigToken } from '@/app/config-token';
import { oncePerContainer } from '@/shared/di/per-container';
import { TrackedModule } from '@/shared/di/tracked-module';
import { useInjection } from '@/shared/di/container-context';

/**
 * Where the wallet meets the paying context: the wallet's saved cards are paying's cards (its
 * CardGateway: POST /remit/card/list, /remit/card/delete), so the portal has one card gateway; a
 * top-up by a new card uses paying's card forms (CardForms: Checkout.com's Frames, Fiserv's hosted
 * page, Vantiv's eProtect, or the memory mode's fake), the one the back office names for the
 * customer (CardGateway.cardProvider), as send money's pay step chooses it; a top-up by an instant
 * bank payment runs paying's bank link (Trustly's return addresses, named for the wallet, and its
 * page followed only on a configured vendor origin), and an Interac e-Transfer top-up shows paying's
 * e-Transfer steps.
 * Loaded with the wallet's cards and top-up sections, after the balance: paying's modules load on
 * demand (src/paying/paying-loader.ts), never with the first screen.
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

const noSubscription = () => () => undefined;

/** The transfers context's latest transfers: its own chunk, started by the page after the balance (it loads its own modules). */
const RecentTransfers = lazy(() => import('@/transfers/ui/recent-transfers').then((m) => ({ default: m.RecentTransfers })));

/** The paying context's Interac e-Transfer steps, for a Canadian's top-up: its own chunk, loaded when a top-up shows them. */
const InteracTopUpSteps = lazy(() => import('@/paying/ui/instant-bank/interac-steps').then((m) => ({ default: m.InteracTopUpSteps })));

/**
 * /wallet: the wallet context's page, greeted with the session context's customer. A US customer's
 * page is their Home (spec 02 section 2), known from the session at once; a hydrated page starts
 * as the build rendered it (the prerender's session is not a US one), then follows the session.
 */
export const HomeRoute = observer(function HomeRoute() {
  const session = useInjection(SessionState);
  const country = session.session?.country ?? session.customer?.country;
  const home = useSyncExternalStore(noSubscription, () => country === 'US', () => false);
  // The greeting too: the prerendered page greets nobody (its session is not the customer's), so
  // hydration starts from that and the name follows at once.
  const name = session.customer ? displayName(session.customer) : undefined;
  const customerName = useSyncExternalStore(noSubscription, () => name, () => undefined);
  return (
    <>
      <WalletPage
        customerName={customerName}
        home={home}
        ensureCards={ensureWalletCards}
        recentTransfers={<RecentTransfers />}
        interacSteps={InteracTopUpSteps}
      />
      {/* The notification permission dialog is the shell services' push prompt (src/shell), mounted by the signed-in layout for every page. */}
    </>
  );
});
