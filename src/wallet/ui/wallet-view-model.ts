import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { WalletBalance } from '../domain/wallet';
import type { GetWalletBalance } from '../application/get-wallet-balance';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export class WalletViewModel {
  state: LoadState = 'idle';
  wallet: WalletBalance | undefined = undefined;
  error: AppError | undefined = undefined;

  constructor(private readonly getBalance: GetWalletBalance) {
    makeAutoObservable<WalletViewModel, 'getBalance'>(this, { getBalance: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.error = undefined;
    try {
      const wallet = await this.getBalance.execute();
      runInAction(() => {
        this.wallet = wallet;
        this.state = 'ready';
      });
    } catch (raw) {
      runInAction(() => {
        this.error = toAppError(raw);
        this.state = 'failed';
      });
    }
  }
}
