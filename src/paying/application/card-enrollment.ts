import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';

/** The tab-storage key of the card enrollment in progress (spec 02 section 3: the card enrollment cache). */
export const CARD_ENROLLMENT_KEY = 'card-enrollment';

/** Where a card was being added from (spec 02 section 3's cache kinds the portal uses): a transfer, or the wallet. */
export type EnrollmentKind = 'remittance' | 'wallet';

/** Where the customer goes back to after the provider's enrollment result page, per kind. */
export const RETURN_PATHS: Readonly<Record<EnrollmentKind, string>> = {
  remittance: '/send-money/pay',
  wallet: '/wallet',
};

/**
 * Remembers, for the tab, where a card is being added from, so the enrollment result page
 * (/checkout-card-enrollment/:status) can take the customer back to it: the transfer's pay step
 * when it was a transfer, else the wallet. A reload keeps it; closing the tab ends it.
 */
export class CardEnrollment {
  constructor(private readonly storage: KeyValueStorage) {}

  /** A card is being added from here. */
  start(kind: EnrollmentKind): void {
    try {
      this.storage.setItem(CARD_ENROLLMENT_KEY, kind);
    } catch {
      // Storage may be full or refused: the way back then defaults to the wallet.
    }
  }

  /** Where the enrollment started, if one is remembered. */
  kind(): EnrollmentKind | undefined {
    let value: string | null;
    try {
      value = this.storage.getItem(CARD_ENROLLMENT_KEY);
    } catch {
      return undefined;
    }
    return value === 'remittance' || value === 'wallet' ? value : undefined;
  }

  /** The way back: the pay step of the transfer a card was added for, else the wallet. */
  returnPath(): string {
    return RETURN_PATHS[this.kind() ?? 'wallet'];
  }

  /** The enrollment is over (the customer went back). */
  finish(): void {
    try {
      this.storage.removeItem(CARD_ENROLLMENT_KEY);
    } catch {
      // Nothing to do.
    }
  }
}
