import { lazy, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import { SessionState } from '@/session/application/session-state';
import { displayName } from '@/session/domain/session';
import { WalletPage } from '@/wallet/ui/wallet-page';
import { useInjection } from '@/shared/di/container-context';
import type { EnsureModules } from '@/shared/di/module-loader';
import { oncePerContainer } from '@/shared/di/per-container';

/**
 * The wallet's cards and top-up meet the paying context (./wallet-cards.ts): loaded when those
 * sections start, after the balance. One promise per container: the sections `use` it.
 */
export const ensureWalletCards: EnsureModules = oncePerContainer((container) => import('./wallet-cards').then((m) => m.ensureWalletCards(container)));

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
