import type { AppError } from '@/shared/kernel/app-error';
import { LoadTask, type LoadState } from '@/shared/ui/load-task';
import type { WalletBalance } from '../domain/wallet';
import type { GetWalletBalance } from '../application/get-wallet-balance';

export type { LoadState };

export class WalletViewModel {
  /** The balance load: state, value, the failure with its error code, retry. */
  readonly balance: LoadTask<WalletBalance>;

  constructor(getBalance: GetWalletBalance) {
    // Plain getters over the observable task: observers follow it without a second layer.
    this.balance = new LoadTask(() => getBalance.execute());
  }

  get state(): LoadState {
    return this.balance.state;
  }

  get wallet(): WalletBalance | undefined {
    return this.balance.value;
  }

  get error(): AppError | undefined {
    return this.balance.error;
  }

  readonly load = (): Promise<void> => this.balance.load();
}
