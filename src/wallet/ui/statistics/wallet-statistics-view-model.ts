import { makeAutoObservable } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import { barHeights, chartSummary, type ChartSummary, type MonthTotal, type WalletStatistics } from '../../domain/statistics';
import { GetWalletStatistics } from '../../application/wallet-statistics';
import type { Resolver } from '@/shared/di/container-context';

/** A bar of the chart: the month's figures and its height as a share of the tallest bar. */
export interface ChartBar extends MonthTotal {
  readonly height: number;
}

/**
 * The wallet's statistics: total transactions and the thirty-day amount, and the chart of what was
 * paid per month, which the customer may switch to a table of the same figures.
 */
export class WalletStatisticsViewModel {
  readonly task: LoadTask<WalletStatistics>;
  /** The figures are shown as a table instead of the chart. */
  showTable = false;

  constructor(statistics: GetWalletStatistics) {
    this.task = new LoadTask(() => statistics.execute());
    makeAutoObservable<WalletStatisticsViewModel, 'task'>(this, { task: false }, { autoBind: true });
  }

  get statistics(): WalletStatistics | undefined {
    return this.task.value;
  }

  get bars(): ChartBar[] {
    const months = this.statistics?.months ?? [];
    const heights = barHeights(months);
    return months.map((month, i) => ({ ...month, height: heights[i] ?? 0 }));
  }

  get summary(): ChartSummary | undefined {
    const months = this.statistics?.months ?? [];
    return months.length > 0 ? chartSummary(months) : undefined;
  }

  load(): Promise<void> {
    return this.task.load();
  }

  toggleTable(): void {
    this.showTable = !this.showTable;
  }
}

/** A new WalletStatisticsViewModel over the container's use case: one per visit of the wallet home. */
export const makeWalletStatisticsViewModel = (c: Resolver) => new WalletStatisticsViewModel(c.get(GetWalletStatistics));
