/**
 * A transaction's status as the back office gives it (openapi/main-api.yaml Transaction.status and
 * Transaction.display_status; spec 02 sections 3 and 4), for every context that reads a transfer:
 * send money's step 4, the transfers list and details. Each context keeps what it makes of a status
 * (the list's front-end groups, the payout-details rule: src/transfers/domain/status.ts).
 * Pure and self-contained (no imports): the sandbox back office reads it through the transfers rules.
 */

/** The back office's statuses, in the contract's order (Transaction.status, Transaction.events[].status). */
export const TRANSACTION_STATUSES = [
  'ATTEMPT', 'DRAFT', 'AWAITING', 'PENDING', 'PROCESSING', 'READY_FOR_PICKUP', 'SENT', 'SENT_FOR_PAY',
  'PAID', 'RECEIVED', 'COMPLETED', 'CLOSED', 'CANCELED', 'REJECTED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export function isTransactionStatus(value: string): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/** The statuses shown to the customer, in the contract's order (spec 02 section 4; Transaction.display_status). */
export const DISPLAY_STATUSES = [
  'waiting_for_payment', 'ready_for_pickup', 'sent_for_pay', 'canceled', 'completed', 'processing', 'rejected', 'paid', 'sent', 'received',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];
