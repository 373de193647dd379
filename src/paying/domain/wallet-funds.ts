import { money, type Money } from '@/shared/kernel/money';

/**
 * Whether the wallet pays a transfer (spec 02 section 8: "Insufficient wallet balance" is said
 * before paying, not after). The wallet is in the customer's currency, the same as the total; a
 * balance in another currency pays nothing.
 */
export type WalletCover = { readonly kind: 'enough'; readonly after: Money } | { readonly kind: 'short'; readonly shortBy: Money | undefined };

export function walletCover(balance: Money, total: Money): WalletCover {
  if (balance.currency !== total.currency) return { kind: 'short', shortBy: undefined };
  const left = balance.amountMinor - total.amountMinor;
  return left >= 0 ? { kind: 'enough', after: money(left, total.currency) } : { kind: 'short', shortBy: money(-left, total.currency) };
}
