import { LoadTask } from '@/shared/ui/load-task';
import type { Transfer } from '../domain/transfer';
import type { TransferHistory } from '../application/transfer-history';

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
