import type { Money } from '@/shared/kernel/money';

/** What moved money in or out of the wallet (openapi/main-api.yaml: WalletOperation). */
export type WalletOperationKind = 'top_up' | 'transfer' | 'refund';

export interface WalletOperation {
  readonly id: number;
  readonly kind: WalletOperationKind;
  /** Signed: negative for money leaving the wallet. */
  readonly amount: Money;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  /** The back office's own words for it (e.g. "Top-up by card •••• 4242"). */
  readonly description: string;
  readonly transactionReference?: string;
}

/** One page of the wallet's operations, newest first, and how many there are in all. */
export interface WalletActivity {
  readonly operations: readonly WalletOperation[];
  readonly total: number;
}

/** Money into the wallet (a top-up, a refund) or out of it (a transfer paid from it). */
export function direction(operation: Pick<WalletOperation, 'amount'>): 'in' | 'out' {
  return operation.amount.amountMinor < 0 ? 'out' : 'in';
}
