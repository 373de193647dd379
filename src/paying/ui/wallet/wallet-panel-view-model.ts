import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Money } from '@/shared/kernel/money';
import { type PaymentOutcome, type PaymentPanelProps } from '@/shared/payment/payment-panel';
import { outcomeInDoubt } from '@/shared/kernel/call-outcome';
import { paymentResultOf } from '@/shared/kernel/payment-status';
import { LoadTask } from '@/shared/ui/load-task';
import { walletCover, type WalletCover } from '../../domain/wallet-funds';
import { PaymentMethodsGateway } from '../../application/payment-methods-gateway';
import type { Resolver } from '@/shared/di/container-context';

/** The back office's refusal when the wallet no longer holds the total (spec 02 section 8). */
export const INSUFFICIENT_WALLET_BALANCE = 'InsufficientWalletBalance';

/**
 * Paying by wallet balance. The balance is read first and set against the total: a balance below
 * the total says "Insufficient wallet balance" and offers no Pay (before paying, not after). Pay
 * pays once (the pay step's keys); APPROVED is the successful result. When the balance changed
 * meanwhile, the back office refuses (InsufficientWalletBalance, nothing charged): the message is
 * shown and the balance read afresh.
 */
export class WalletPanelViewModel {
  readonly balance: LoadTask<Money>;
  paying = false;
  /** The back office refused: the balance no longer holds the total (nothing was charged). */
  refusedShort = false;
  /** Any other failure of paying, shown with its error code; Pay can be pressed again. */
  error: AppError | undefined = undefined;

  constructor(
    gateway: PaymentMethodsGateway,
    private readonly panel: Pick<PaymentPanelProps, 'transfer' | 'pay' | 'onOutcome'>,
  ) {
    this.balance = new LoadTask(() => gateway.walletBalance());
    makeAutoObservable<WalletPanelViewModel, 'panel'>(this, { panel: false, balance: false }, { autoBind: true });
  }

  get total(): Money {
    return this.panel.transfer.total;
  }

  /** Whether the balance read pays the total; undefined until it is read. */
  get cover(): WalletCover | undefined {
    const balance = this.balance.value;
    return balance ? walletCover(balance, this.total) : undefined;
  }

  /** Pay is offered: the balance is read and holds the total. */
  get canPay(): boolean {
    return this.balance.state === 'ready' && this.cover?.kind === 'enough';
  }

  load(): Promise<void> {
    return this.balance.load();
  }

  async pay(): Promise<void> {
    if (this.paying || !this.canPay) return;
    this.paying = true;
    this.error = undefined;
    this.refusedShort = false;
    let outcome: PaymentOutcome | undefined;
    try {
      const payment = await this.panel.pay();
      outcome = { status: paymentResultOf(payment.status) };
    } catch (raw) {
      const error = toAppError(raw);
      // The wallet may have been debited: the pay step asks again (the same key) before anything else.
      if (outcomeInDoubt(error)) outcome = { status: 'unknown', error };
      else
        runInAction(() => {
          if (error.type === INSUFFICIENT_WALLET_BALANCE) this.refusedShort = true;
          else this.error = error;
        });
      if (error.type === INSUFFICIENT_WALLET_BALANCE) void this.balance.load();
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
    if (outcome) this.panel.onOutcome(outcome);
  }
}

/** A new WalletPanelViewModel for a mounted panel, over the container's payment methods. */
export const makeWalletPanelViewModel = (c: Resolver, panel: Pick<PaymentPanelProps, 'transfer' | 'pay' | 'onOutcome'>) =>
  new WalletPanelViewModel(c.get(PaymentMethodsGateway), panel);
