import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EnsureModules } from '@/shared/di/module-loader';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { LoadFailed } from '@/shared/ui/load-failed';
import { useMarkContentPainted, usePaintedAfter } from '@/shared/ui/content-paint';
import { earlyBalanceText, forgetEarlyBalance } from '@/shared/ui/early-balance';
import { useViewModel } from '@/shared/di/container-context';
import { isEmptyWallet } from '../domain/wallet';
import type { TopUpInteracInstructions, TopUpResult } from '../domain/top-up';
import { makeWalletViewModel, WalletViewModel } from './wallet-view-model';
import { SLOT_HEIGHTS, SectionBoundary, SectionSlot } from './section-slot';
import './wallet.css';

// Each section is a chunk of its own, loaded once the balance has painted.
const WalletStatisticsSection = lazy(() => import('./statistics/wallet-statistics-section').then((m) => ({ default: m.WalletStatisticsSection })));
const TopUpSection = lazy(() => import('./top-up/top-up-section').then((m) => ({ default: m.TopUpSection })));
const WalletActivitySection = lazy(() => import('./activity/wallet-activity-section').then((m) => ({ default: m.WalletActivitySection })));
const WalletCardsSection = lazy(() => import('./cards/wallet-cards-section').then((m) => ({ default: m.WalletCardsSection })));

export interface WalletPageProps {
  readonly customerName: string | undefined;
  /** The page is the customer's Home (US customers, spec 02 section 2), else their Wallet. */
  readonly home: boolean;
  /** Loads what the saved cards and the top-up need beside the wallet's own modules (the composition root's cards). */
  readonly ensureCards: EnsureModules;
  /**
   * Recent transfers (another context's, a lazily loaded component), placed by the composition root:
   * shown under the top-up, started after the balance like the wallet's own sections.
   */
  readonly recentTransfers?: ReactNode;
  /**
   * How to send an Interac e-Transfer top-up (Canada): the paying context's steps, placed by the
   * composition root (a lazily loaded component), shown with the top-up's instructions.
   */
  readonly interacSteps?: ComponentType<{ readonly instructions: TopUpInteracInstructions }>;
}

/**
 * Home: the greeting and the wallet balance first (in the currency's own decimals and the chosen
 * locale), then, once the balance is there, the statistics with their chart, the top-up, recent
 * transfers, the wallet's activity and the saved cards, each loaded on its own. Until a section is
 * there its place holds the section's height, so nothing moves when it arrives.
 */
const noSubscription = () => () => undefined;

export const WalletPage = observer(function WalletPage({ customerName, home, ensureCards, recentTransfers, interacSteps }: WalletPageProps) {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(WalletViewModel, makeWalletViewModel);
  const balanceRef = useRef<HTMLElement>(null);
  // The sections start once the balance (or its failure) has painted, and stay while it is loaded
  // again; the signed-in frame's extras wait for that paint too (the balance is the page's largest
  // content, and nothing is fetched in front of it).
  const sectionsStarted = usePaintedAfter(vm.settled);
  useMarkContentPainted(vm.settled);
  // A top-up's operation shows in the activity: it loads again after each one.
  const [activityRound, setActivityRound] = useState(0);

  // The amount the early script wrote before the app ran, shown until the wallet's own answer.
  const early = useSyncExternalStore(noSubscription, earlyBalanceText, earlyBalanceText);
  useEffect(() => {
    if (vm.settled) forgetEarlyBalance();
  }, [vm.settled]);
  const amount =
    vm.state === 'ready' && vm.wallet ? formatMoney(vm.wallet.balance, intlLocale(i18n.language)) : early && (vm.state === 'idle' || vm.state === 'loading') ? early : undefined;

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const onTopUp = (result: TopUpResult) => {
    vm.showBalance(result.balance);
    if (result.status === 'APPROVED') setActivityRound((n) => n + 1);
  };

  return (
    <div className="wallet">
      <PageHeading>{home ? t('nav.home') : t('wallet.heading')}</PageHeading>
      <p className="wallet__greeting">{customerName ? t('wallet.greeting', { name: customerName }) : '\u00a0'}</p>
      <section className="card balance" aria-labelledby="balance-label" aria-busy={vm.state === 'loading'} ref={balanceRef} tabIndex={-1}>
        <h2 id="balance-label" className="balance__label">
          {t('wallet.balanceLabel')}
        </h2>
        {/* One element for the amount, whether the early script wrote it or the wallet's own answer fills it. */}
        {amount !== undefined ? (
          <p className="balance__amount" data-testid="wallet-balance">
            {amount}
          </p>
        ) : null}
        {vm.state === 'ready' && vm.wallet && isEmptyWallet(vm.wallet) ? <p className="hint">{t('wallet.emptyHint')}</p> : null}
        {((vm.state === 'loading' && !vm.balance.retrying) || vm.state === 'idle') && !early ? <Spinner label={t('wallet.loading')} /> : null}
        {vm.error && (vm.state === 'failed' || vm.balance.retrying) ? (
          <LoadFailed
            what={t('wallet.failed')}
            error={vm.error}
            retrying={vm.balance.retrying}
            onRetry={() => void vm.load()}
            onRecovered={() => balanceRef.current?.focus()}
          />
        ) : null}
      </section>
      <p className="actions">
        <Link className="button button--primary" to="/send-money">
          {t('wallet.sendMoney')}
        </Link>
      </p>
      <Section started={sectionsStarted} height={SLOT_HEIGHTS.statistics}>
        <WalletStatisticsSection />
      </Section>
      <Section started={sectionsStarted} height={SLOT_HEIGHTS.topUp}>
        <TopUpSection ensureCards={ensureCards} onTopUp={onTopUp} interacSteps={interacSteps} />
      </Section>
      {recentTransfers ? (
        <Section started={sectionsStarted} height={SLOT_HEIGHTS.recentTransfers}>
          {recentTransfers}
        </Section>
      ) : null}
      <Section started={sectionsStarted} height={SLOT_HEIGHTS.activity}>
        <WalletActivitySection round={activityRound} />
      </Section>
      <Section started={sectionsStarted} height={SLOT_HEIGHTS.cards}>
        <WalletCardsSection ensureCards={ensureCards} />
      </Section>
    </div>
  );
});

/** A lazily loaded section, or its place until it is started and loaded. */
function Section({ started, height, children }: { started: boolean; height: number; children: ReactNode }) {
  if (!started) return <SectionSlot height={height} />;
  return (
    <SectionBoundary>
      <Suspense fallback={<SectionSlot height={height} />}>{children}</Suspense>
    </SectionBoundary>
  );
}
