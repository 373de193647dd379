import { LoadTask } from '@/shared/ui/load-task';
import type { Transfer } from '../domain/transfer';
import { TransferHistory } from '../application/transfer-history';
import type { Resolver } from '@/shared/di/container-context';

/** The wallet home's latest transfers (RECENT_COUNT), each leading to its details. */
export class RecentTransfersViewModel {
  readonly recent: LoadTask<readonly Transfer[]>;

  constructor(history: TransferHistory) {
    this.recent = new LoadTask(() => history.recent());
  }

  load(): Promise<void> {
    return this.recent.load();
  }

  get transfers(): readonly Transfer[] {
    return this.recent.value ?? [];
  }

  get empty(): boolean {
    return this.recent.state === 'ready' && this.transfers.length === 0;
  }
}

/** A new RecentTransfersViewModel over the container's transfer history: one per mounted list. */
export const makeRecentTransfersViewModel = (c: Resolver) => new RecentTransfersViewModel(c.get(TransferHistory));
