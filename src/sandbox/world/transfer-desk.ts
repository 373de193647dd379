import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { PURPOSES_OF_TRANSACTION } from './remittance-catalogue.ts';
import { transactionReference, type PaymentType, type SandboxPayment, type SandboxTransaction } from './remittance-records.ts';
import { money, type Money } from './money.ts';
import { blocksTransfers } from './verification-flow.ts';
import { discountAtDesk, quoteAtDesk } from './quote-desk.ts';
import type { SandboxWorld } from './world';
import { totalOf, transactionView } from '../server/main-api-views.ts';

/**
 * The back office's transfer desk: transaction create, set-payment-type, pay and payment-status
 * (openapi/main-api.yaml: createTransaction, setTransactionPaymentType, payTransaction,
 * getPaymentStatus), and the count of a customer's transfers and charges the tests and the
 * control API read. The HTTP sandbox (src/sandbox/server/main-api-payments.ts, behind the
 * idempotency desk) and the in-memory transfer gateway both ask it, so both modes give the same
 * answers and refusals. Values are contract-shaped (snake_case).
 */

const PAYMENT_TYPES: readonly PaymentType[] = ['bank', 'apaylo', 'trustly', 'wallet', 'card'];

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const invalid = (property_path: string, message: string, status: DeskError['status'] = 400): DeskError => ({ status, type: 'InvalidValue', property_path, message });

/** ValueNotBeBlank for missing fields (a number, boolean or object counts as given), as the routes read bodies. */
function blankFields(body: Record<string, unknown>, fields: readonly string[]): DeskError[] {
  return fields
    .filter((f) => text(body[f]) === '' && typeof body[f] !== 'number' && typeof body[f] !== 'boolean' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f) => ({ status: 400, type: 'ValueNotBeBlank', property_path: f, message: `The ${f.replace(/_/g, ' ')} field is required` }));
}

/** The payment types a project offers (get-transaction-options lists the same). */
export function enabledPaymentTypes(project: string): PaymentType[] {
  return PAYMENT_TYPES.filter((t) => t === 'card' || t === 'wallet' || (t === 'bank' && project !== 'remit-us') || (t === 'trustly' && project === 'remit-eu') || (t === 'apaylo' && project === 'remit-ca'));
}

/** Where a bank transfer pays the transfer in (openapi/main-api.yaml: BankTransferInstructions). */
export const bankInstructions = (t: SandboxTransaction) => ({
  account_name: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: t.reference,
  amount: money(totalOf(t), t.sourceCurrency),
});

export type TransactionView = ReturnType<typeof transactionView>;
export type BankInstructionsView = ReturnType<typeof bankInstructions>;

const ownTransaction = (world: SandboxWorld, customer: SandboxCustomer, reference: string) =>
  world.records.transactions.find((t) => t.customerId === customer.id && t.reference === reference);
const ownCard = (world: SandboxWorld, customer: SandboxCustomer, id: unknown) =>
  world.records.cards.find((k) => k.customerId === customer.id && k.id === Number(id));

/** Base64url without padding of ASCII text: btoa, not Buffer, since the in-memory fakes run in the browser too (mock mode). */
const base64url = (ascii: string) => btoa(ascii).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A card is expired when its month is before the current month (as the card list shows it). */
function isExpired(month: number, year: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/**
 * POST /remit/transaction/create: a transfer (status DRAFT) from the customer's own quote whose
 * rate still holds and their own beneficiary of the quote's destination and payout type; a promo
 * code is checked (and one use of it taken) as get-charges checks it.
 */
export function createTransactionAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ transaction: TransactionView }> {
  const blank = blankFields(body, ['quote_id', 'beneficiary_guid', 'purpose_of_transaction']);
  if (blank.length > 0) return refuse(...blank);
  if (!customer.isRemittanceEnabled) return refuse({ status: 422, type: 'CantProceedWithProvidedDetails', message: 'Sending money is not yet available for your account.' });
  if (blocksTransfers(customer.status)) {
    return refuse({ status: 422, type: 'CantProceedWithProvidedDetails', message: `Transfers are blocked while your verification status is ${customer.status}.` });
  }
  const found = quoteAtDesk(world, customer, text(body.quote_id));
  if (!found.ok) return found;
  const quote = found.value;
  const beneficiary = world.records.beneficiaries.find((b) => b.customerId === customer.id && b.guid === text(body.beneficiary_guid));
  if (!beneficiary) return refuse({ status: 404, type: 'AccountNotFound', property_path: 'beneficiary_guid', message: 'Recipient not found.' });
  if (beneficiary.destinationIso2 !== quote.destinationIso2 || beneficiary.payoutType !== quote.payoutType) {
    return refuse(invalid('beneficiary_guid', 'The recipient does not match the destination and payout type of the quote.', 422));
  }
  const purpose = text(body.purpose_of_transaction);
  if (!PURPOSES_OF_TRANSACTION.includes(purpose)) return refuse(invalid('purpose_of_transaction', 'Choose a purpose from the list.', 422));
  const code = optionalText(body.promotion_code);
  const discounted = discountAtDesk(world, customer, code, quote.feeMinor);
  if (!discounted.ok) return discounted;
  if (code) {
    const promo = world.records.promotions.find((p) => p.customerId === customer.id && p.code === code.toUpperCase());
    if (promo) promo.usesLeft -= 1;
  }
  const tx: SandboxTransaction = {
    reference: transactionReference(1_000_000 + world.next('transaction')), customerId: customer.id, beneficiaryGuid: beneficiary.guid,
    beneficiaryName: `${beneficiary.firstName} ${beneficiary.lastName}`, destinationIso2: quote.destinationIso2, payoutType: quote.payoutType,
    mobileNetworkCode: optionalText(body.mobile_network_code) ?? beneficiary.mobileNetworkCode, collectionPointCode: optionalText(body.collection_point_code),
    remarks: optionalText(body.remarks), purpose, sourceCurrency: quote.sourceCurrency, destinationCurrency: quote.destinationCurrency,
    sendMinor: quote.sendMinor, receiveMinor: quote.receiveMinor, feeMinor: quote.feeMinor, discountMinor: discounted.value, rate: quote.rate,
    status: 'DRAFT', paymentType: null, promotionCode: code?.toUpperCase() ?? null, payoutReference: null, createdAt: new Date(world.now()).toISOString(),
  };
  world.records.transactions.push(tx);
  return answer({ transaction: transactionView(tx) });
}

/** POST /remit/transaction/set-payment-type: how an unpaid transfer is paid; bank transfers get their instructions. */
export function setPaymentTypeAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  project: string,
  body: Record<string, unknown>,
): DeskAnswer<{ transaction: TransactionView; bank_transfer?: BankInstructionsView }> {
  const blank = blankFields(body, ['transaction_reference', 'payment_type']);
  if (blank.length > 0) return refuse(...blank);
  const tx = ownTransaction(world, customer, text(body.transaction_reference));
  if (!tx) return refuse(invalid('transaction_reference', 'Transfer not found.', 404));
  if (!['DRAFT', 'AWAITING'].includes(tx.status)) return refuse({ status: 409, type: 'StateMismatch', property_path: 'transaction_reference', message: 'The transfer is already paid.' });
  const type = text(body.payment_type) as PaymentType;
  if (!enabledPaymentTypes(project).includes(type)) return refuse(invalid('payment_type', 'This payment type is not offered.', 422));
  tx.paymentType = type;
  tx.status = 'AWAITING';
  return answer({ transaction: transactionView(tx), ...(type === 'bank' || type === 'apaylo' ? { bank_transfer: bankInstructions(tx) } : {}) });
}

/** A payment as pay answers it (openapi/main-api.yaml: Payment). */
export interface PaymentView {
  readonly payment_id: string;
  readonly status: 'WAITING' | 'APPROVED' | 'DECLINED';
  readonly transaction_reference: string;
  readonly payment_status_href: string;
  readonly method_form: { action: string; method: 'POST'; fields: { name: string; value: string }[] } | null;
  /** A 3-D Secure card payment's challenge page (the ACS on the vendor origin). */
  readonly challenge_url?: string;
  readonly redirect_url?: string;
  readonly bank_transfer?: BankInstructionsView;
}

/**
 * POST /remit/transaction/pay: pays a transfer waiting for its payment. Wallet: the total is taken
 * from the balance at once (APPROVED), or refused InsufficientWalletBalance with nothing taken.
 * Card: WAITING, with a 3-D Secure method form and challenge page for the 3-D Secure test card;
 * its status tells the outcome. Trustly: WAITING with the bank link; bank and apaylo: WAITING with the instructions.
 */
export function payAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>, vendorOrigin: string): DeskAnswer<PaymentView> {
  const blank = blankFields(body, ['transaction_reference']);
  if (blank.length > 0) return refuse(...blank);
  const tx = ownTransaction(world, customer, text(body.transaction_reference));
  if (!tx) return refuse(invalid('transaction_reference', 'Transfer not found.', 404));
  if (tx.status !== 'AWAITING' || tx.paymentType === null) {
    return refuse({ status: 409, type: 'StateMismatch', property_path: 'transaction_reference', message: 'Choose a payment type first, or the transfer is already paid.' });
  }
  const id = `pay-${String(world.next('payment')).padStart(6, '0')}`;
  const href = `/remit/transaction/payment-status?payment_id=${id}`;
  const payment: SandboxPayment = { id, reference: tx.reference, customerId: customer.id, behaviour: 'approve', polls: 0, status: 'WAITING', code: null };
  const base = { payment_id: id, transaction_reference: tx.reference, payment_status_href: href, method_form: null };
  if (tx.paymentType === 'wallet') {
    const total = totalOf(tx);
    if (customer.walletMinor < total) return refuse({ status: 422, type: 'InsufficientWalletBalance', property_path: 'transaction_reference', message: 'Insufficient wallet balance.' });
    customer.walletMinor -= total;
    world.records.walletOperations.push({
      id: world.records.walletOperations.length + 1, customerId: customer.id, type: 'transfer', amountMinor: -total, currency: tx.sourceCurrency,
      createdAt: new Date(world.now()).toISOString(), description: `Transfer to ${tx.beneficiaryName}`, reference: tx.reference,
    });
    tx.status = 'PENDING';
    payment.status = 'APPROVED';
    payment.code = 'approved';
    world.payments.set(id, payment);
    return answer({ ...base, status: 'APPROVED' });
  }
  if (tx.paymentType === 'card') {
    if (body.card_id === undefined) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'card_id', message: 'Choose a card.' });
    const card = ownCard(world, customer, body.card_id);
    if (!card) return refuse(invalid('card_id', 'Card not found.', 404));
    if (isExpired(card.expMonth, card.expYear, world.now())) return refuse({ status: 422, type: 'CardExpired', property_path: 'card_id', message: 'The card has expired. Update it with a new card.' });
    payment.behaviour = card.behaviour;
    world.payments.set(id, payment);
    if (card.behaviour !== 'three-ds') return answer({ ...base, status: 'WAITING' });
    const methodForm = { action: `${vendorOrigin}/3ds/method`, method: 'POST' as const, fields: [{ name: 'threeDSMethodData', value: base64url(JSON.stringify({ threeDSServerTransID: id })) }] };
    return answer({ ...base, status: 'WAITING', method_form: methodForm, challenge_url: `${vendorOrigin}/3ds/challenge?payment=${encodeURIComponent(id)}` });
  }
  world.payments.set(id, payment);
  if (tx.paymentType === 'trustly') return answer({ ...base, status: 'WAITING', redirect_url: `${vendorOrigin}/bank-link?payment=${encodeURIComponent(id)}` });
  return answer({ ...base, status: 'WAITING', bank_transfer: bankInstructions(tx) });
}

/** A payment's status (openapi/main-api.yaml: PaymentStatus). */
export interface PaymentStatusView {
  readonly payment_id: string;
  readonly status: SandboxPayment['status'];
  readonly code: string | null;
  readonly transaction_reference: string;
}

/**
 * GET /remit/transaction/payment-status: a card payment answers WAITING once, then its outcome
 * (declined for the declining test cards, else approved: the transfer is then PENDING); bank
 * payments wait for the money. A 3-D Secure payment whose challenge was answered (on the ACS page,
 * src/sandbox/world/card-desk.ts) answers the challenge's outcome at once: declined is
 * payment_was_not_authorised. (One whose challenge is never answered goes the plain card's way.)
 */
export function paymentStatusAtDesk(world: SandboxWorld, customer: SandboxCustomer, paymentId: string): DeskAnswer<PaymentStatusView> {
  if (!paymentId) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'payment_id', message: 'The payment id field is required' });
  const payment = world.payments.get(paymentId);
  if (!payment || payment.customerId !== customer.id) return refuse(invalid('payment_id', 'Payment not found.', 404));
  const tx = ownTransaction(world, customer, payment.reference);
  payment.polls += 1;
  if (payment.status === 'WAITING' && payment.challenge !== undefined && tx?.paymentType === 'card') {
    if (payment.challenge === 'declined') {
      payment.status = 'DECLINED';
      payment.code = 'payment_was_not_authorised';
    } else {
      payment.status = 'APPROVED';
      payment.code = 'approved';
      if (tx.status === 'AWAITING') tx.status = 'PENDING';
    }
  } else if (payment.status === 'WAITING' && payment.polls > 1 && tx?.paymentType === 'card') {
    if (payment.behaviour === 'decline' || payment.behaviour === 'insufficient') {
      payment.status = 'DECLINED';
      payment.code = payment.behaviour === 'decline' ? 'payment_was_declined_by_bank' : 'insufficient_funds';
    } else {
      payment.status = 'APPROVED';
      payment.code = 'approved';
      if (tx.status === 'AWAITING') tx.status = 'PENDING';
    }
  }
  return answer({ payment_id: payment.id, status: payment.status, code: payment.code, transaction_reference: payment.reference });
}

/** One transfer of a customer made in this world (seeded ones are not counted). */
export interface TransferRecordView {
  readonly reference: string;
  readonly status: SandboxTransaction['status'];
  readonly payment_type: PaymentType | null;
  readonly total: Money;
  readonly created_at: string;
}

/** Money taken for a transfer: an approved payment (a wallet debit, an approved card payment, ...). */
export interface ChargeView {
  readonly payment_id: string;
  readonly reference: string;
  readonly payment_type: PaymentType | null;
  readonly amount: Money;
}

/**
 * The customer's transfers made since the world started and the charges taken for them, oldest
 * first: what "exactly one transfer and one charge" is counted on (feature steps, browser tests
 * through GET /sandbox/control/transfers). `wallet_debits` are the wallet operations of those
 * transfers (one per wallet charge).
 */
export function transfersAtDesk(world: SandboxWorld, customer: SandboxCustomer): {
  transactions: TransferRecordView[];
  charges: ChargeView[];
  wallet_debits: { reference: string; amount: Money }[];
} {
  const made = world.records.transactions.filter((t) => t.customerId === customer.id && Date.parse(t.createdAt) >= world.startedAt);
  const references = new Set(made.map((t) => t.reference));
  const transactions = made.map((t) => ({
    reference: t.reference, status: t.status, payment_type: t.paymentType, total: money(totalOf(t), t.sourceCurrency), created_at: t.createdAt,
  }));
  const charges = [...world.payments.values()]
    .filter((p) => p.customerId === customer.id && p.status === 'APPROVED' && references.has(p.reference))
    .map((p) => {
      const t = made.find((x) => x.reference === p.reference)!;
      return { payment_id: p.id, reference: p.reference, payment_type: t.paymentType, amount: money(totalOf(t), t.sourceCurrency) };
    });
  const wallet_debits = world.records.walletOperations
    .filter((o) => o.customerId === customer.id && o.type === 'transfer' && o.reference !== undefined && references.has(o.reference))
    .map((o) => ({ reference: o.reference!, amount: money(o.amountMinor, o.currency) }));
  return { transactions, charges, wallet_debits };
}
