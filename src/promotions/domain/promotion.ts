import type { Money } from '@/shared/kernel/money';

/**
 * What a promo code takes off a transfer's fee: an amount (in the customer's currency, never more
 * than the fee) or a share of the fee in whole percent (100: no fee at all).
 */
export type PromotionDiscount =
  | { readonly kind: 'amount'; readonly amount: Money }
  | { readonly kind: 'percent'; readonly percent: number };

/** A promo code the customer holds (spec 02 section 3, Promotion: the list from the remit options). */
export interface Promotion {
  /** What the customer types at Confirm and pay (read in any case there). */
  readonly code: string;
  /** The back office's own title and description of the offer (its words, not translated). */
  readonly title: string;
  readonly description: string;
  readonly discount: PromotionDiscount;
  /** Epoch milliseconds: the code can be used until then. */
  readonly expiresAt: number;
  /** How many more transfers the code can be used on. */
  readonly usesLeft: number;
}

/** How the page says what a code gives: an amount off the fee, a share of it, or no fee at all. */
export type DiscountWording =
  | { readonly kind: 'amountOff'; readonly amount: Money }
  | { readonly kind: 'percentOff'; readonly percent: number }
  | { readonly kind: 'noFee' };

export function discountWording(discount: PromotionDiscount): DiscountWording {
  if (discount.kind === 'amount') return { kind: 'amountOff', amount: discount.amount };
  return discount.percent >= 100 ? { kind: 'noFee' } : { kind: 'percentOff', percent: discount.percent };
}

/**
 * The codes the customer can use now, in the order they are best used: the one that runs out
 * soonest first, then by code. A code whose date has passed or that has no use left is not shown
 * (the back office lists only usable codes; a page left open past a code's date drops it too).
 */
export function usablePromotions(promotions: readonly Promotion[], now: number): Promotion[] {
  return promotions
    .filter((p) => p.usesLeft > 0 && p.expiresAt > now)
    .sort((a, b) => a.expiresAt - b.expiresAt || a.code.localeCompare(b.code));
}
