import type { Clock } from '@/shared/kernel/clock';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import {
  COOKIE_POPUP_KEY,
  customerHash,
  isNoticeActive,
  NEW_PAYOUT_NOTICE_KEY,
  parseCookieChoice,
  parseDismissed,
  withDismissed,
  type CookieChoice,
} from '../domain/notices';

/**
 * The "new payout method" card (spec 02 sections 2 and 9): shown to a customer until they press
 * "Got it", and only while its date is active (before VITE_NEW_PAYOUT_CARD_UNTIL, the spec's
 * 2024-05-01). The customers who pressed it are remembered in local storage by a hash of their id.
 */
export class NewPayoutNotice {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly until: string,
  ) {}

  get active(): boolean {
    return isNoticeActive(this.clock.now(), this.until);
  }

  shouldShow(customerId: string): boolean {
    return this.active && !parseDismissed(this.storage.getItem(NEW_PAYOUT_NOTICE_KEY)).includes(customerHash(customerId));
  }

  /** "Got it". */
  dismiss(customerId: string): void {
    const list = withDismissed(parseDismissed(this.storage.getItem(NEW_PAYOUT_NOTICE_KEY)), customerHash(customerId));
    this.storage.setItem(NEW_PAYOUT_NOTICE_KEY, JSON.stringify(list));
  }
}

/**
 * The custom cookie popup (spec 01 sections 3 and 9): only when its feature option is on
 * (VITE_FEATURE_CUSTOM_COOKIE_POPUP, off by default), until the customer answered; the answer is
 * kept under popover-cookies.
 */
export class CookieConsent {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly enabled: boolean,
  ) {}

  get choice(): CookieChoice | undefined {
    return parseCookieChoice(this.storage.getItem(COOKIE_POPUP_KEY));
  }

  get shouldShow(): boolean {
    return this.enabled && this.choice === undefined;
  }

  choose(choice: CookieChoice): void {
    this.storage.setItem(COOKIE_POPUP_KEY, choice);
  }
}
