import type { InstantBank, PaymentMethodKind } from '@/shared/payment/payment-panel';

/**
 * How the back office offers this customer to pay this transfer: the payment methods in the order
 * offered, and the vendor of the instant bank payment when one is (trustly: Trustly's bank link;
 * apaylo: Interac e-Transfer). It is the back office's answer (get-transaction-options'
 * payment_types, read by src/sending/adapters/quote-mappers.ts), never a table of the portal's: the
 * sandbox's one table is src/sandbox/world/payment-types.ts.
 */
export interface PaymentOffer {
  readonly methods: readonly PaymentMethodKind[];
  /** Set exactly when `methods` holds 'instant-bank'. */
  readonly instantBank?: InstantBank;
}

/** No method offered (the offer not read yet). */
export const NO_PAYMENT_OFFER: PaymentOffer = { methods: [] };

/**
 * The name of a method in the method list (`send-pay:methods.<key>`, a one-line hint in
 * `send-pay:methodHints.<key>` when there is one): an instant bank payment is named by its vendor's
 * product where the customer knows it by that name (Interac e-Transfer, key `apaylo`).
 */
export function paymentMethodLabelKey(offer: PaymentOffer, method: PaymentMethodKind): string {
  return method === 'instant-bank' && offer.instantBank === 'apaylo' ? 'apaylo' : method;
}
