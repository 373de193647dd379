import type { Money } from '@/shared/kernel/money';
import type { PayoutType, Transfer } from './transfer';

/**
 * The figures a transfer's receipt is made of (the regulator's disclosure after paying: amount,
 * fee, discount, total, rate, amount received; when the money is available, from the payout type
 * and whether the back office pays it out fast), all integer minor units. Send money's receipt
 * (src/sending/ui/disclosure/transfer-disclosure.tsx, kind "receipt") takes them: the composition
 * root hands it to the transfers page.
 */
export interface ReceiptFacts {
  readonly send: Money;
  readonly fee: Money;
  readonly discount: Money;
  readonly total: Money;
  readonly receive: Money;
  readonly rate: string;
  readonly payoutType: PayoutType;
  readonly fastPayout: boolean;
}

export function receiptFacts(transfer: Transfer): ReceiptFacts {
  return {
    send: transfer.send,
    fee: transfer.fee,
    discount: transfer.discount,
    total: transfer.total,
    receive: transfer.receive,
    rate: transfer.rate,
    payoutType: transfer.payoutType,
    fastPayout: transfer.fastPayout,
  };
}
