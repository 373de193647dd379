import { compareMonths, type CalendarMonth } from './calendar-month';

/**
 * A saved card as the wallet shows it (spec 02 section 3: "Saved beneficiary card: expiry as
 * MM/YY, isExpired, guid. A card is expired when its month/year is before now"; section 9: Visa
 * and Mastercard). The card number never reaches the portal: a card is its brand, last four
 * digits, expiry and holder.
 */

export const WALLET_CARD_BRANDS = ['visa', 'mastercard'] as const;
export type WalletCardBrand = (typeof WALLET_CARD_BRANDS)[number];

/** Brand names are proper names: the same in every language. */
export const WALLET_BRAND_NAMES: Readonly<Record<WalletCardBrand, string>> = { visa: 'Visa', mastercard: 'Mastercard' };

export interface WalletCard {
  readonly id: number;
  readonly brand: WalletCardBrand;
  readonly last4: string;
  /** The last month the card can be used in. */
  readonly expiry: CalendarMonth;
  readonly holderName: string;
}

/**
 * Expired when the card's month is before the current month of the customer's calendar: a card
 * works to the end of the month printed on it, so it is not expired during that month.
 */
export function isCardExpired(card: Pick<WalletCard, 'expiry'>, current: CalendarMonth): boolean {
  return compareMonths(card.expiry, current) < 0;
}

/** The expiry as the card shows it: "MM/YY". */
export function expiryText(expiry: CalendarMonth): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

/** The cards a top-up can be paid with: those not expired in the customer's current month. */
export function usableCards(cards: readonly WalletCard[], current: CalendarMonth): WalletCard[] {
  return cards.filter((card) => !isCardExpired(card, current));
}
