import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { readBankLinkCallback, type BankLinkCallback } from '../../domain/bank-link';
import { ReturningFromBank, type BankReturn } from '../../application/returning-from-bank';
import { CardEnrollment } from '../../application/card-enrollment';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import type { Resolver } from '@/shared/di/container-context';

/**
 * /trustly-callback, where Trustly sends the customer back (Deposit's SuccessURL or FailURL): it
 * reads the return address's query, settles the round trip (ReturningFromBank) and tells the page
 * where to go. Reading the payment's status can fail (the page offers to try again); a round trip
 * it does not know is said so, with the way home. Once settled, the tab's Trustly enrollment (remembered when the customer
 * left for the bank link) is over.
 */
export class TrustlyCallbackViewModel {
  state: 'working' | 'failed' | 'unknown' | 'done' = 'working';
  error: AppError | undefined = undefined;
  /** Where to go once settled (the pay step's result, or the pay step to try again; the wallet after a top-up). */
  target: string | undefined = undefined;
  private callback: BankLinkCallback | undefined = undefined;

  constructor(
    private readonly returning: ReturningFromBank,
    private readonly enrollment?: Pick<CardEnrollment, 'finish'>,
  ) {
    makeAutoObservable<TrustlyCallbackViewModel, 'returning' | 'callback' | 'enrollment'>(
      this,
      { returning: false, callback: false, enrollment: false },
      { autoBind: true },
    );
  }

  /** Starts with the return address's query (`get` as URLSearchParams.get). */
  start(get: (name: string) => string | null): Promise<void> {
    this.callback = readBankLinkCallback(get);
    return this.settle();
  }

  retry(): Promise<void> {
    return this.settle();
  }

  private async settle(): Promise<void> {
    const callback = this.callback;
    if (!callback) return;
    this.state = 'working';
    try {
      const settled: BankReturn = await this.returning.settle(callback);
      runInAction(() => {
        this.error = undefined;
        if (settled.kind === 'unknown') this.state = 'unknown';
        else {
          this.enrollment?.finish('trustly');
          this.target = settled.path;
          this.state = 'done';
        }
      });
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        this.error = error;
        this.state = 'failed';
      });
    }
  }
}

/** A new TrustlyCallbackViewModel over the container's use case and this tab's enrollment cache: one per visit. */
export const makeTrustlyCallbackViewModel = (c: Resolver) => new TrustlyCallbackViewModel(c.get(ReturningFromBank), new CardEnrollment(c.get(TabStorageToken)));
