/**
 * A payment's status as the back office answers pay and payment-status (openapi/main-api.yaml
 * Payment.status), and what it means for the customer's payment attempt (spec 02 section 4: "APPROVED
 * is success, WAITING means retry, anything else or an error is failure"). The one rule: send money's
 * pay step and its key, each payment method's panel, the card's status checks and the bank link's
 * return read it. A failed call (an error, not a status) is the shared CallOutcome's (./call-outcome.ts).
 * Pure and self-contained (no imports): the sandbox imports it by a relative path.
 */
export const PAYMENT_STATUSES = ['WAITING', 'APPROVED', 'DECLINED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The pay step's result screens (spec 02 section 4): paid (`successful`), on its way and asked
 * again until it is not (`pending`), or ended unpaid (`failed`: the next try is a new attempt).
 */
export type PaymentResult = 'successful' | 'pending' | 'failed';

/** What a payment's status means: APPROVED is paid, WAITING is pending, any other status (DECLINED, or one the portal does not know) failed. */
export function paymentResultOf(status: string): PaymentResult {
  if (status === 'APPROVED') return 'successful';
  if (status === 'WAITING') return 'pending';
  return 'failed';
}
