import type { Money } from '@/shared/kernel/money';

export interface WalletBalance {
  readonly balance: Money;
}

/** A wallet with nothing in it still shows its currency: zero is a balance, not an absence. */
export function isEmptyWallet(wallet: WalletBalance): boolean {
  return wallet.balance.amountMinor === 0;
}
