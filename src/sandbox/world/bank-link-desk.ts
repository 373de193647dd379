import type { DeskAnswer, DeskError } from './auth-desk';
import type { PaymentStatus } from '../../shared/kernel/payment-status.ts';
import type { SandboxCustomer } from './customers';
import type { TrustlyOrder } from './remittance-records';
import { money, type Money } from './money.ts';
import { totalOf } from '../server/main-api-views.ts';
import type { PendingWalletTopUp, SandboxWorld } from './world';

/**
 * The back office's desk for what the payment panels ask beside pay and payment-status (the wallet
 * balance before paying by wallet, the remitter a bank link found: openapi/main-api.yaml
 * getWalletBalance, lookupRemitterWithTrustly), and Trustly's side of an instant bank payment (its
 * EU Deposit API, imitated: docs/going-live/trustly.md): the order a Deposit call makes, and the
 * payment page on the vendor origin (src/sandbox/vendor/vendor-app.ts), which reads the order it
 * was opened for and records the customer's decision here. The HTTP sandbox's
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

/** POST /remit/wallet/get-balance: the customer's wallet in their country's currency. */
export function walletBalanceAtDesk(world: SandboxWorld, customer: SandboxCustomer): { balance: Money } {
  return { balance: money(customer.walletMinor, world.currencyOf(customer)) };
}

/** The money of a top-up is in: the balance grows and the top-up is the newest wallet operation. */
export function creditWalletAtDesk(world: SandboxWorld, customer: SandboxCustomer, amount: Money, description: string): void {
  customer.walletMinor += amount.amount_minor;
  world.records.walletOperations.push({
    id: world.records.walletOperations.reduce((max, o) => Math.max(max, o.id), 0) + 1,
    customerId: customer.id,
    type: 'top_up',
    amountMinor: amount.amount_minor,
    currency: amount.currency,
    createdAt: new Date(world.now()).toISOString(),
    description,
  });
}

/** A wallet top-up's reference (a bank transfer's or an e-Transfer's, and what Trustly's page shows). */
export const topUpReference = (id: number) => `TU${String(id).padStart(8, '0')}`;

/** The Deposit's MessageID (the return addresses' `payment`) of a wallet top-up by trustly: the top-up's id, told from a transfer's payment id. */
export const topUpBankLinkId = (topUpId: number) => `top-up-${topUpId}`;
const topUpOfBankLink = (world: SandboxWorld, paymentId: string): PendingWalletTopUp | undefined => {
  const id = /^top-up-([1-9][0-9]{0,9})$/.exec(paymentId)?.[1];
  const topUp = id === undefined ? undefined : world.walletTopUps.get(Number(id));
  return topUp?.trustly ? topUp : undefined;
};

/** The account holder a bank link found (openapi/main-api.yaml: lookupRemitterWithTrustly's data). */
export interface TrustlyRemitterView {
  readonly first_name: string;
  readonly last_name: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  readonly personal_identity_number?: string;
}

/**
 * POST /remit/remitter/trustly-lookup: the account holder of the bank account Trustly reported for
 * an instant bank payment's order (its account notification), asked by the payment's id. Only a
 * payment of this customer that Trustly completed (approved) has one.
 */
export function trustlyLookupAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<TrustlyRemitterView> {
  const paymentId = text(body.payment_id);
  if (!paymentId) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'payment_id', message: 'The payment id field is required' });
  const payment = world.payments.get(paymentId);
  if (!payment || payment.customerId !== customer.id || !payment.trustly || payment.status !== 'APPROVED') {
    return refuse({ status: 404, type: 'AccountNotFound', property_path: 'payment_id', message: 'The bank did not return an account.' });
  }
  return answer({
    first_name: customer.firstName || 'Sandbox', last_name: customer.lastName || 'Customer',
    street: customer.address.street || 'Storgatan 1', city: customer.address.city || 'Stockholm', postcode: customer.address.postcode || '111 22',
    ...(customer.personalIdentityNumber ? { personal_identity_number: customer.personalIdentityNumber } : {}),
  });
}

/** Trustly's payment page of a Deposit (the imitation on the vendor origin: src/sandbox/vendor/vendor-app.ts). */
export const TRUSTLY_ORDER_PAGE = '/_/orderclient.php';

const httpAddress = (value: string): URL | undefined => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The back end's Deposit call to Trustly (its EU API) for a trustly payment, and Trustly's answer:
 * pay's success_url and fail_url, each with the payment's id set as `payment` (the Deposit's
 * MessageID), become the order's SuccessURL and FailURL; Trustly answers an OrderID and the url of
 * its payment page (SessionID, OrderID and Locale in its query, as Trustly's are), which pay gives
 * as redirect_url. Both addresses are required, as Trustly requires them.
 */
export function trustlyDepositAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  paymentId: string,
  body: Record<string, unknown>,
  vendorOrigin: string,
  /** The body's name of the FailURL: pay's fail_url, a top-up's failure_url (as its 3-D Secure names it). */
  failField: 'fail_url' | 'failure_url' = 'fail_url',
): DeskAnswer<{ order: TrustlyOrder; url: string }> {
  const errors: DeskError[] = [];
  const addresses: Record<'success_url' | 'fail_url', URL | undefined> = { success_url: undefined, fail_url: undefined };
  for (const [field, named] of [['success_url', 'success_url'], ['fail_url', failField]] as const) {
    const value = text(body[named]);
    if (!value) errors.push({ status: 400, type: 'ValueNotBeBlank', property_path: named, message: 'An instant bank payment needs the addresses to come back to.' });
    else if (!(addresses[field] = httpAddress(value))) errors.push({ status: 400, type: 'InvalidValue', property_path: named, message: 'Not an address.' });
  }
  if (errors.length > 0) return refuse(...errors);
  const withPayment = (url: URL) => {
    const copy = new URL(url);
    copy.searchParams.set('payment', paymentId);
    return copy.href;
  };
  const serial = world.next('trustly-order');
  const order: TrustlyOrder = {
    orderId: String(4_000_000_000 + serial),
    sessionId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    locale: customer.country === 'SE' ? 'sv_SE' : 'en_GB',
    successUrl: withPayment(addresses.success_url!),
    failUrl: withPayment(addresses.fail_url!),
  };
  return answer({ order, url: trustlyPageOf(order, vendorOrigin) });
}

/** The url of Trustly's payment page of an order (SessionID, OrderID and Locale in its query). */
export function trustlyPageOf(order: TrustlyOrder, vendorOrigin: string): string {
  const url = new URL(TRUSTLY_ORDER_PAGE, vendorOrigin);
  url.search = new URLSearchParams({ SessionID: order.sessionId, OrderID: order.orderId, Locale: order.locale }).toString();
  return url.href;
}

/** A payment as Trustly's payment page shows it. */
export interface BankLinkPaymentView {
  readonly payment_id: string;
  readonly status: PaymentStatus;
  readonly amount: Money;
  readonly transaction_reference: string;
}

/** The instant bank payment a bank-link decision is for: only a trustly payment, or a wallet top-up by trustly, known to the world. */
export function bankLinkPaymentAtDesk(world: SandboxWorld, paymentId: string): DeskAnswer<BankLinkPaymentView> {
  const topUp = topUpOfBankLink(world, paymentId);
  if (topUp) {
    return answer({ payment_id: paymentId, status: topUp.bankLink ?? 'WAITING', amount: money(topUp.amountMinor, topUp.currency), transaction_reference: topUpReference(topUp.id) });
  }
  const payment = world.payments.get(paymentId);
  const tx = payment && world.records.transactions.find((t) => t.customerId === payment.customerId && t.reference === payment.reference);
  if (!payment || !tx || tx.paymentType !== 'trustly' || !payment.trustly) return refuse({ status: 404, type: 'InvalidValue', property_path: 'payment', message: 'Payment not found.' });
  return answer({ payment_id: payment.id, status: payment.status, amount: money(totalOf(tx), tx.sourceCurrency), transaction_reference: tx.reference });
}

/** The payment of the order Trustly's payment page was opened for (its OrderID and SessionID, both as Deposit answered). */
export function trustlyOrderPaymentAtDesk(world: SandboxWorld, orderId: string, sessionId: string): DeskAnswer<BankLinkPaymentView> {
  const ofOrder = (order: TrustlyOrder | undefined) => order?.orderId === orderId && order.sessionId === sessionId;
  const payment = [...world.payments.values()].find((p) => ofOrder(p.trustly));
  if (payment) return bankLinkPaymentAtDesk(world, payment.id);
  const topUp = [...world.walletTopUps.values()].find((t) => ofOrder(t.trustly));
  if (topUp) return bankLinkPaymentAtDesk(world, topUpBankLinkId(topUp.id));
  return refuse({ status: 404, type: 'InvalidValue', property_path: 'OrderID', message: 'Order not found.' });
}

/** The Trustly order of a bank-link payment (a transfer's payment, or a wallet top-up): where its page returns the customer. */
export function trustlyOrderOf(world: SandboxWorld, paymentId: string): TrustlyOrder | undefined {
  return topUpOfBankLink(world, paymentId)?.trustly ?? world.payments.get(paymentId)?.trustly;
}

export type BankLinkDecision = 'approve' | 'cancel';

/**
 * The customer's decision on Trustly's payment page: approved, the payment is APPROVED and the
 * transfer PENDING (the money is on its way), and the customer goes to the order's SuccessURL;
 * cancelled, the payment is DECLINED with the code payment_was_not_authorised, the transfer still
 * waits for a payment (it can be paid again), and the customer goes to the FailURL. A payment
 * decided already is not decided again.
 */
export function decideBankLinkAtDesk(world: SandboxWorld, paymentId: string, decision: BankLinkDecision): DeskAnswer<BankLinkPaymentView & { return_url: string }> {
  const found = bankLinkPaymentAtDesk(world, paymentId);
  if (!found.ok) return found;
  const topUp = topUpOfBankLink(world, paymentId);
  if (topUp) return decideTopUpBankLink(world, topUp, found.value, decision);
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
  const order = payment.trustly!;
  return answer({ ...found.value, status: payment.status, return_url: decision === 'approve' ? order.successUrl : order.failUrl });
}

/**
 * The customer's decision on Trustly's payment page for a wallet top-up: approved, the top-up is
 * APPROVED and the money is in at once (the balance grows, a top-up operation is recorded: a
 * Deposit's credit notification); cancelled, DECLINED (payment_was_not_authorised), nothing topped
 * up. Decided once.
 */
function decideTopUpBankLink(world: SandboxWorld, topUp: PendingWalletTopUp, found: BankLinkPaymentView, decision: BankLinkDecision): DeskAnswer<BankLinkPaymentView & { return_url: string }> {
  if ((topUp.bankLink ?? 'WAITING') !== 'WAITING') return refuse({ status: 409, type: 'StateMismatch', property_path: 'payment', message: 'This payment was decided already.' });
  const customer = world.customers.find((c) => c.id === topUp.customerId)!;
  if (decision === 'approve') {
    topUp.bankLink = 'APPROVED';
    topUp.credited = true;
    creditWalletAtDesk(world, customer, found.amount, 'Top-up by instant bank payment');
  } else topUp.bankLink = 'DECLINED';
  const order = topUp.trustly!;
  return answer({ ...found, status: topUp.bankLink, return_url: decision === 'approve' ? order.successUrl : order.failUrl });
}
