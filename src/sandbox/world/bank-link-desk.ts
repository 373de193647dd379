import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { money, type Money } from './money.ts';
import { totalOf } from '../server/main-api-views.ts';
import type { SandboxWorld } from './world';

/**
 * The back office's desk for what the payment panels ask beside pay and payment-status (the wallet
 * balance before paying by wallet, the remitter a bank link found: openapi/main-api.yaml
 * getWalletBalance, lookupRemitterWithTrustly), and the sandbox bank's side of an instant bank
 * payment: the bank-link page on the vendor origin (src/sandbox/vendor/vendor-app.ts) reads the
 * payment it is asked to authorise and records the customer's decision here. The HTTP sandbox's
 * handlers (src/sandbox/server/main-api-access.ts, main-api-payments.ts) and the in-memory
 * adapters of src/paying ask it, so both modes give the same answers. Values are contract-shaped.
 */

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The banks the sandbox bank link offers (any of them authorises alike). */
export const BANK_LINK_BANKS = [
  { id: 'sandbox-savings', name: 'Sandbox Savings Bank' },
  { id: 'nordic-demo', name: 'Nordic Demo Bank' },
  { id: 'euro-test', name: 'Euro Test Bank' },
] as const;

/** The reference the bank link gives a payment it handled (trustly-lookup reads the account behind it). */
export const bankLinkReference = (paymentId: string) => `trustly-${paymentId}`;

/** POST /remit/wallet/get-balance: the customer's wallet in their country's currency. */
export function walletBalanceAtDesk(world: SandboxWorld, customer: SandboxCustomer): { balance: Money } {
  return { balance: money(customer.walletMinor, world.currencyOf(customer)) };
}

/** The account holder a bank link found (openapi/main-api.yaml: lookupRemitterWithTrustly's data). */
export interface TrustlyRemitterView {
  readonly first_name: string;
  readonly last_name: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  readonly personal_identity_number?: string;
}

/** POST /remit/remitter/trustly-lookup: the account holder behind a bank link's reference. */
export function trustlyLookupAtDesk(customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<TrustlyRemitterView> {
  const reference = text(body.provider_reference);
  if (!reference) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'provider_reference', message: 'The provider reference field is required' });
  if (!reference.startsWith('trustly-')) return refuse({ status: 404, type: 'AccountNotFound', property_path: 'provider_reference', message: 'The bank did not return an account.' });
  return answer({
    first_name: customer.firstName || 'Sandbox', last_name: customer.lastName || 'Customer',
    street: customer.address.street || 'Storgatan 1', city: customer.address.city || 'Stockholm', postcode: customer.address.postcode || '111 22',
    ...(customer.personalIdentityNumber ? { personal_identity_number: customer.personalIdentityNumber } : {}),
  });
}

/** A payment as the bank-link page shows it. */
export interface BankLinkPaymentView {
  readonly payment_id: string;
  readonly status: 'WAITING' | 'APPROVED' | 'DECLINED';
  readonly amount: Money;
  readonly transaction_reference: string;
}

/** The instant bank payment a bank-link page was opened for: only a trustly payment, known to the world. */
export function bankLinkPaymentAtDesk(world: SandboxWorld, paymentId: string): DeskAnswer<BankLinkPaymentView> {
  const payment = world.payments.get(paymentId);
  const tx = payment && world.records.transactions.find((t) => t.customerId === payment.customerId && t.reference === payment.reference);
  if (!payment || !tx || tx.paymentType !== 'trustly') return refuse({ status: 404, type: 'InvalidValue', property_path: 'payment', message: 'Payment not found.' });
  return answer({ payment_id: payment.id, status: payment.status, amount: money(totalOf(tx), tx.sourceCurrency), transaction_reference: tx.reference });
}

export type BankLinkDecision = 'approve' | 'cancel';

/**
 * The customer's decision on the bank-link page: approved, the payment is APPROVED and the transfer
 * PENDING (the money is on its way); cancelled, the payment is DECLINED with the code
 * payment_was_not_authorised and the transfer still waits for a payment (it can be paid again).
 * A payment decided already is not decided again.
 */
export function decideBankLinkAtDesk(world: SandboxWorld, paymentId: string, decision: BankLinkDecision): DeskAnswer<BankLinkPaymentView & { provider_reference: string }> {
  const found = bankLinkPaymentAtDesk(world, paymentId);
  if (!found.ok) return found;
  const payment = world.payments.get(paymentId)!;
  if (payment.status !== 'WAITING') return refuse({ status: 409, type: 'StateMismatch', property_path: 'payment', message: 'This payment was decided already.' });
  const tx = world.records.transactions.find((t) => t.customerId === payment.customerId && t.reference === payment.reference)!;
  if (decision === 'approve') {
    payment.status = 'APPROVED';
    payment.code = 'approved';
    if (tx.status === 'AWAITING') tx.status = 'PENDING';
  } else {
    payment.status = 'DECLINED';
    payment.code = 'payment_was_not_authorised';
  }
  return answer({ ...found.value, status: payment.status, provider_reference: bankLinkReference(payment.id) });
}
