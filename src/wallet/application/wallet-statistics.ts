import type { WalletActivity } from '../domain/operations';
import type { WalletStatistics } from '../domain/statistics';
import type { WalletGateway } from './ports';

/** The wallet's statistics: the thirty-day amount, total transactions and the chart's months. */
export class GetWalletStatistics {
  constructor(private readonly wallets: WalletGateway) {}

  execute(): Promise<WalletStatistics> {
    return this.wallets.statistics();
  }
}

/** The wallet's latest operations (top-ups, transfers paid from it, refunds), newest first. */
export class GetWalletActivity {
  constructor(private readonly wallets: WalletGateway) {}

  execute(limit: number): Promise<WalletActivity> {
    return this.wallets.operations(1, limit);
  }
}
