import { LoadTask } from '@/shared/ui/load-task';
import type { WalletActivity } from '../../domain/operations';
import { GetWalletActivity } from '../../application/wallet-statistics';
import type { Resolver } from '@/shared/di/container-context';

/** How many of the latest operations "Wallet activity" shows. */
export const ACTIVITY_SHOWN = 5;

/** "Wallet activity": the latest top-ups, transfers paid from the wallet and refunds. */
export class WalletActivityViewModel {
  readonly task: LoadTask<WalletActivity>;

  constructor(activity: GetWalletActivity) {
    this.task = new LoadTask(() => activity.execute(ACTIVITY_SHOWN));
  }

  get activity(): WalletActivity | undefined {
    return this.task.value;
  }

  /** Operations beyond those shown. */
  get more(): number {
    const activity = this.activity;
    return activity ? Math.max(0, activity.total - activity.operations.length) : 0;
  }

  readonly load = (): Promise<void> => this.task.load();
}

/** A new WalletActivityViewModel over the container's use case: one per visit of the wallet home. */
export const makeWalletActivityViewModel = (c: Resolver) => new WalletActivityViewModel(c.get(GetWalletActivity));
