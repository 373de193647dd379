import { makeAutoObservable } from 'mobx';
import type { CookieChoice } from '../domain/notices';
import type { CookieConsent, NewPayoutNotice } from '../application/shell-notices';

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
