/**
 * A saved payment card as the customer sees it (spec 02 section 3: "Saved card: expiry as MM/YY,
 * isExpired, guid. A card is expired when its month/year is before now"; section 9: Visa and
 * Mastercard only). The card number never reaches the portal: a card is its last four digits, its
 * brand, its expiry and the holder's name.
 */

/** The card brands accepted (spec 02 section 9). */
export const CARD_BRANDS = ['visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The names a brand is shown with (proper names: the same in every language). */
export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = { visa: 'Visa', mastercard: 'Mastercard' };

/** A card's expiry: the last month it can be used in. */
export interface CardExpiry {
  /** 1 to 12. */
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

export interface SavedCard {
  readonly id: number;
  readonly guid: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiry: CardExpiry;
  readonly holderName: string;
  /** As the back office said when it listed the card. */
  readonly expiredWhenListed: boolean;
}

/** "MM/YY" (a two-digit year is of this century) -> the expiry; anything else -> undefined. */
export function parseExpiry(text: string): CardExpiry | undefined {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(text);
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The expiry as the card shows it: "MM/YY". */
export function expiryText(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

/** Expired when the card's month is before the month of `nowMs` (the card works to the end of its month; UTC, as the back office counts). */
export function isExpiredAt(expiry: CardExpiry, nowMs: number): boolean {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getUTCMonth() + 1);
}

/** A card is expired when the back office says so or its month has passed since (the page stayed open). */
export function isExpired(card: SavedCard, nowMs: number): boolean {
  return card.expiredWhenListed || isExpiredAt(card.expiry, nowMs);
}

/** The card a payment starts with: the chosen one while it can pay, else the first that can. */
export function defaultCard(cards: readonly SavedCard[], chosen: number | undefined, nowMs: number): SavedCard | undefined {
  const usable = cards.filter((card) => !isExpired(card, nowMs));
  return usable.find((card) => card.id === chosen) ?? usable[0];
}
