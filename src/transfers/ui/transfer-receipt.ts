import type { ComponentType } from 'react';
import type { ReceiptFacts } from '../domain/receipt';

/** What a transfer's receipt is drawn with: send money's receipt, handed to the transfers page by the composition root. */
export interface TransferReceiptProps {
  readonly facts: ReceiptFacts;
  /** Epoch milliseconds the transfer was paid (the date available counts from it). */
  readonly now: number;
}
export type TransferReceipt = ComponentType<TransferReceiptProps>;
