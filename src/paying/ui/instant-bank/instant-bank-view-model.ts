import { makeAutoObservable, runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { paymentResultOf } from '@/shared/kernel/payment-status';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { bankLinkAddress, bankLinkReturn } from '../../domain/bank-link';
import { CardEnrollment } from '../../application/card-enrollment';
import { AppConfigToken } from '@/app/config-token';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import type { Resolver } from '@/shared/di/container-context';

/** What the instant bank panel needs of the page it runs in. */
export interface InstantBankDeps {
  /** This portal's origin (window.location.origin): Trustly's SuccessURL and FailURL are on it. */
  readonly portalOrigin: string;
  /** The configured vendor origins: the only places a bank link may be. */
  readonly vendorOrigins: readonly string[];
  /** Leaves the portal for an address in this tab (window.location.assign). */
  readonly leave: (address: string) => void;
  /** The tab's enrollment cache: the bank link is remembered as a Trustly round trip of a transfer (its way back is the pay step). */
  readonly enrollment?: Pick<CardEnrollment, 'start'>;
}

/**
 * Paying by an instant bank payment (the region's bank link: Trustly in the EU, its Deposit API).
 * Pay asks for the payment once (the pay step's keys), giving the portal's return addresses (the
 * Deposit's SuccessURL and FailURL); it answers WAITING with the url of Trustly's payment page,
 * and the customer leaves for it, unchanged, in this tab. The transfer in progress is in the tab's
 * session storage, so it is there when Trustly sends them back to /trustly-callback. A page
 * anywhere but a vendor origin is never opened.
 */
export class InstantBankViewModel {
  paying = false;
  /** On the way to the bank link (the page is being left). */
  leaving = false;
  error: AppError | undefined = undefined;

  constructor(
    private readonly panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>,
    private readonly deps: InstantBankDeps,
  ) {
    makeAutoObservable<InstantBankViewModel, 'panel' | 'deps'>(this, { panel: false, deps: false }, { autoBind: true });
  }

  async pay(): Promise<void> {
    if (this.paying || this.leaving) return;
    this.paying = true;
    this.error = undefined;
    try {
      const payment = await this.panel.pay({ bankLinkReturn: bankLinkReturn(this.deps.portalOrigin) });
      const result = paymentResultOf(payment.status);
      if (result !== 'pending') {
        this.panel.onOutcome({ status: result });
        return;
      }
      const address = payment.redirectUrl ? bankLinkAddress(payment.redirectUrl, this.deps.vendorOrigins) : undefined;
      if (!address) {
        runInAction(() => {
          this.error = new AppError('MalformedResponse', 'The instant bank payment has no bank link on a vendor origin.');
        });
        return;
      }
      runInAction(() => {
        this.leaving = true;
      });
      this.deps.enrollment?.start('trustly');
      this.deps.leave(address);
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        this.error = error;
      });
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }
}

/** A new InstantBankViewModel for a mounted panel: the configured vendor origins, this tab's enrollment cache, the page leaving for the bank. */
export const makeInstantBankViewModel = (c: Resolver, panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>) =>
  new InstantBankViewModel(panel, {
    portalOrigin: window.location.origin,
    vendorOrigins: c.get(AppConfigToken).vendorOrigins,
    leave: (address) => window.location.assign(address),
    enrollment: new CardEnrollment(c.get(TabStorageToken)),
  });
