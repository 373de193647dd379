import { runInAction } from 'mobx';
import type { AppError } from '@/shared/kernel/app-error';
import type { Money } from '@/shared/kernel/money';
import { LoadTask, type LoadState } from '@/shared/ui/load-task';
import type { WalletBalance } from '../domain/wallet';
import type { Resolver } from '@/shared/di/container-context';
import { GetWalletBalance } from '../application/get-wallet-balance';

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

  /** The balance has been loaded or has failed: the page's other sections may load now. */
  get settled(): boolean {
    return this.state === 'ready' || this.state === 'failed' || this.wallet !== undefined;
  }

  readonly load = (): Promise<void> => this.balance.load();

  /** A balance the back office gave with another answer (a top-up's): shown at once, no reload. */
  readonly showBalance = (balance: Money): void => {
    runInAction(() => {
      this.balance.value = { balance };
      this.balance.error = undefined;
      this.balance.state = 'ready';
    });
  };
}

/** The balance's view model, made by the wallet page (its code loads with the page, not on the first screen). */
export function makeWalletViewModel(container: Resolver): WalletViewModel {
  return new WalletViewModel(container.get(GetWalletBalance));
}
