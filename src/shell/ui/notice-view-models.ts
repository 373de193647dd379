import { makeAutoObservable } from 'mobx';
import type { CookieChoice } from '../domain/notices';
import { CookieConsent, NewPayoutNotice } from '../application/shell-notices';
import type { Resolver } from '@/shared/di/container-context';

/** The "new payout method" card for one customer: shown while active and not dismissed. */
export class PayoutNoticeViewModel {
  visible = false;
  private customerId: string | undefined = undefined;

  constructor(private readonly notice: NewPayoutNotice) {
    makeAutoObservable<PayoutNoticeViewModel, 'notice' | 'customerId'>(this, { notice: false, customerId: false }, { autoBind: true });
  }

  showFor(customerId: string): void {
    this.customerId = customerId;
    this.visible = this.notice.shouldShow(customerId);
  }

  /** "Got it": gone, and never shown to this customer again. */
  gotIt(): void {
    if (this.customerId !== undefined) this.notice.dismiss(this.customerId);
    this.visible = false;
  }
}

/** The custom cookie popup: shown while its option is on and nothing was chosen. */
export class CookiePopupViewModel {
  visible: boolean;

  constructor(private readonly consent: CookieConsent) {
    this.visible = consent.shouldShow;
    makeAutoObservable<CookiePopupViewModel, 'consent'>(this, { consent: false }, { autoBind: true });
  }

  choose(choice: CookieChoice): void {
    this.consent.choose(choice);
    this.visible = false;
  }
}

/** A new PayoutNoticeViewModel over the container's notice: one per signed-in layout. */
export const makePayoutNoticeViewModel = (c: Resolver) => new PayoutNoticeViewModel(c.get(NewPayoutNotice));

/** A new CookiePopupViewModel over the container's consent: one per signed-in layout. */
export const makeCookiePopupViewModel = (c: Resolver) => new CookiePopupViewModel(c.get(CookieConsent));
