import { use, useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { ensureWalletModules } from '../../wallet-loader';
import { monthKey } from '../../domain/calendar-month';
import type { ChartSummary } from '../../domain/statistics';
import { monthName } from '../month-names';
import { type ChartBar, makeWalletStatisticsViewModel, WalletStatisticsViewModel } from './wallet-statistics-view-model';

const NAMESPACES = ['wallet', 'errors'] as const;

/** The chart's drawing area (its viewBox); it stretches to the section's width. */
const CHART_WIDTH = 600;
const CHART_HEIGHT = 160;
/** Each bar's share of its month's column. */
const BAR_SHARE = 0.6;

/**
 * The wallet's statistics: total transactions and the thirty-day amount, and what was paid per
 * month as an SVG bar chart (its accessible name says the same in words) or, at the customer's
 * choice, as a table of the very same figures.
 */
export const WalletStatisticsSection = observer(function WalletStatisticsSection() {
  use(ensureWalletModules(useContainer()));
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useViewModel(WalletStatisticsViewModel, makeWalletStatisticsViewModel);
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const locale = intlLocale(i18n.language);
  const task = vm.task;
  const statistics = vm.statistics;

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section className="card wallet-section wallet-stats" aria-labelledby={`${id}-heading`} aria-busy={task.state === 'loading'} ref={sectionRef} tabIndex={-1} data-testid="wallet-statistics">
      <h2 id={`${id}-heading`} className="wallet-section__heading">
        {t('wallet:statistics.heading')}
      </h2>
      {statistics ? (
        <>
          <dl className="wallet-stats__figures">
            <div className="wallet-stats__figure">
              <dt>{t('wallet:statistics.totalTransactions')}</dt>
              <dd data-testid="wallet-total-transactions">{new Intl.NumberFormat(locale).format(statistics.totalTransactions)}</dd>
            </div>
            <div className="wallet-stats__figure">
              <dt>{t('wallet:statistics.thirtyDayAmount')}</dt>
              <dd data-testid="wallet-thirty-day-amount">{formatMoney(statistics.thirtyDayAmount, locale)}</dd>
            </div>
          </dl>
          <div className="wallet-stats__chart-head">
            <h3 id={`${id}-chart`} className="wallet-section__subheading">
              {t('wallet:statistics.chartHeading')}
            </h3>
            <button type="button" className="button button--ghost" onClick={vm.toggleTable} aria-controls={`${id}-figures`} data-testid="wallet-chart-toggle">
              {vm.showTable ? t('wallet:statistics.showChart') : t('wallet:statistics.showTable')}
            </button>
          </div>
          <div id={`${id}-figures`} className="wallet-stats__figures-area">
            {vm.showTable ? <MonthTable bars={vm.bars} labelledBy={`${id}-chart`} locale={locale} /> : <MonthChart bars={vm.bars} summary={vm.summary} locale={locale} />}
          </div>
        </>
      ) : null}
      {task.state === 'loading' && !task.retrying && !statistics ? <Spinner label={t('wallet:statistics.loading')} /> : null}
      {task.error && (task.state === 'failed' || task.retrying) ? (
        <LoadFailed
          what={t('wallet:statistics.failed')}
          error={task.error}
          retrying={task.retrying}
          onRetry={() => void vm.load()}
          onRecovered={() => sectionRef.current?.focus()}
          testId="wallet-statistics-failed"
        />
      ) : null}
    </section>
  );
});

/** The chart's accessible name: the months it covers, the total, the count and the highest month. */
function useSummaryText(summary: ChartSummary | undefined, locale: string): string {
  const { t } = useTranslation(NAMESPACES);
  if (!summary) return '';
  const range = { from: monthName(summary.from, locale, 'long'), to: monthName(summary.to, locale, 'long') };
  if (!summary.highest) return t('wallet:statistics.summaryNone', range);
  return t('wallet:statistics.summary', {
    ...range,
    total: formatMoney(summary.total, locale),
    count: summary.transactions,
    highest: monthName(summary.highest.month, locale, 'long'),
    highestAmount: formatMoney(summary.highest.amount, locale),
  });
}

/** Bars of what was paid per month, drawn as SVG: no chart library. */
function MonthChart({ bars, summary, locale }: { bars: readonly ChartBar[]; summary: ChartSummary | undefined; locale: string }) {
  const { t } = useTranslation(NAMESPACES);
  const label = useSummaryText(summary, locale);
  const column = CHART_WIDTH / Math.max(1, bars.length);
  const barWidth = column * BAR_SHARE;
  return (
    <figure className="wallet-chart">
      {summary?.highest ? (
        <p className="wallet-chart__scale" aria-hidden="true">
          {t('wallet:statistics.highest', { amount: formatMoney(summary.highest.amount, locale) })}
        </p>
      ) : (
        <p className="wallet-chart__scale" aria-hidden="true">
          {t('wallet:statistics.nothingPaid')}
        </p>
      )}
      <svg
        className="wallet-chart__svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={CHART_HEIGHT}
        data-testid="wallet-chart"
      >
        {/* The top of the tallest bar, and the baseline. */}
        <line className="wallet-chart__grid" x1="0" x2={CHART_WIDTH} y1="1" y2="1" vectorEffect="non-scaling-stroke" />
        {bars.map((bar, i) => {
          const height = Math.round(bar.height * (CHART_HEIGHT - 2) * 100) / 100;
          return height > 0 ? (
            <rect
              key={monthKey(bar.month)}
              className="wallet-chart__bar"
              x={i * column + (column - barWidth) / 2}
              y={CHART_HEIGHT - height}
              width={barWidth}
              height={height}
              data-month={monthKey(bar.month)}
              data-testid="wallet-chart-bar"
            >
              <title>{t('wallet:statistics.barTitle', { month: monthName(bar.month, locale, 'long'), amount: formatMoney(bar.amount, locale), count: bar.transactions })}</title>
            </rect>
          ) : null;
        })}
        <line className="wallet-chart__axis" x1="0" x2={CHART_WIDTH} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
      </svg>
      <ol className="wallet-chart__months" aria-hidden="true">
        {bars.map((bar) => (
          <li key={monthKey(bar.month)} data-month={monthKey(bar.month)} data-amount={formatMoney(bar.amount, locale)} data-transfers={bar.transactions}>
            {monthName(bar.month, locale, 'short')}
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** The chart's figures as a table: the month, what was paid and the transfers, one row a month. */
function MonthTable({ bars, labelledBy, locale }: { bars: readonly ChartBar[]; labelledBy: string; locale: string }) {
  const { t } = useTranslation(NAMESPACES);
  const count = new Intl.NumberFormat(locale);
  return (
    <table className="wallet-table" aria-labelledby={labelledBy} data-testid="wallet-chart-table">
      <thead>
        <tr>
          <th scope="col">{t('wallet:statistics.month')}</th>
          <th scope="col" className="wallet-table__number">
            {t('wallet:statistics.amount')}
          </th>
          <th scope="col" className="wallet-table__number">
            {t('wallet:statistics.transfers')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={monthKey(bar.month)} data-month={monthKey(bar.month)}>
            <th scope="row">{monthName(bar.month, locale, 'long')}</th>
            <td className="wallet-table__number">{formatMoney(bar.amount, locale)}</td>
            <td className="wallet-table__number">{count.format(bar.transactions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
