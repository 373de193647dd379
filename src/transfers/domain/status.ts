import { TRANSACTION_STATUSES, type TransactionStatus } from '../../shared/kernel/transaction-status.ts';

/**
 * A transfer's status (spec 02 sections 3 and 4): the back office's statuses and the labels the
 * customer reads come from the shared kernel (src/shared/kernel/transaction-status.ts); here, the
 * front-end groups the list filters by, and until when the payout details may change.
 * Pure, and imported by relative paths only: the sandbox back office filters and refuses by the same rules.
 */

/**
 * The front-end groups (spec 02 section 3: "ATTEMPT; DRAFT, AWAITING; PENDING, SENT, PAID,
 * CLOSED"), in the order a transfer moves through them: an unfinished attempt; made but not paid
 * (DRAFT: no payment method yet; AWAITING: waiting for the payment); paid and being processed;
 * with the payout partner; paid out; finished.
 */
export const STATUS_GROUPS = ['ATTEMPT', 'DRAFT', 'AWAITING', 'PENDING', 'SENT', 'PAID', 'CLOSED'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/**
 * Every back-office status in exactly one group:
 * - ATTEMPT: ATTEMPT (a payment attempt that did not go through);
 * - DRAFT: DRAFT; AWAITING: AWAITING (both "waiting for payment" to the customer);
 * - PENDING: PENDING, PROCESSING (the money is in; checks and processing);
 * - SENT: SENT, SENT_FOR_PAY, READY_FOR_PICKUP (handed to the payout partner; cash waits at the
 *   collection point);
 * - PAID: PAID, RECEIVED (paid out to the recipient);
 * - CLOSED: COMPLETED, CLOSED, CANCELED, REJECTED (nothing more will happen: completed after the
 *   payout, or ended without one).
 */
export const GROUP_OF: Readonly<Record<TransactionStatus, StatusGroup>> = {
  ATTEMPT: 'ATTEMPT',
  DRAFT: 'DRAFT',
  AWAITING: 'AWAITING',
  PENDING: 'PENDING',
  PROCESSING: 'PENDING',
  SENT: 'SENT',
  SENT_FOR_PAY: 'SENT',
  READY_FOR_PICKUP: 'SENT',
  PAID: 'PAID',
  RECEIVED: 'PAID',
  COMPLETED: 'CLOSED',
  CLOSED: 'CLOSED',
  CANCELED: 'CLOSED',
  REJECTED: 'CLOSED',
};

export function groupOf(status: TransactionStatus): StatusGroup {
  return GROUP_OF[status];
}

/** The back-office statuses of a group, in TRANSACTION_STATUSES order. */
export function statusesIn(group: StatusGroup): TransactionStatus[] {
  return TRANSACTION_STATUSES.filter((s) => GROUP_OF[s] === group);
}

export function isStatusGroup(value: string): value is StatusGroup {
  return (STATUS_GROUPS as readonly string[]).includes(value);
}

/**
 * The payout details (network, collection point, purpose, remarks) may change only before the
 * transfer reaches the payout partner: while it is an attempt, not paid yet, or paid and still
 * being processed (PENDING, PROCESSING). From SENT on the partner holds the instruction (cash may
 * already wait at a collection point), and a finished transfer has nothing left to change: the
 * statuses of the groups before SENT (derived from GROUP_OF, not listed again).
 */
export const PAYOUT_DETAILS_UPDATABLE: ReadonlySet<TransactionStatus> = new Set(
  STATUS_GROUPS.slice(0, STATUS_GROUPS.indexOf('SENT')).flatMap(statusesIn),
);

export function canUpdatePayoutDetails(status: TransactionStatus): boolean {
  return PAYOUT_DETAILS_UPDATABLE.has(status);
}
