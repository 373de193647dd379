import type { DeskAnswer, DeskError } from './auth-desk';
import type { PaymentStatus } from '../../shared/kernel/payment-status.ts';
import type { SandboxCustomer } from './customers';
import { COLLECTION_POINTS, MOBILE_OPERATORS, PURPOSES_OF_TRANSACTION } from './remittance-catalogue.ts';
import { transactionReference, type PaymentType, type SandboxPayment, type SandboxTransaction, type TransactionStatus } from './remittance-records.ts';
import { money, type Money } from './money.ts';
import { blocksTransfers } from './verification-flow.ts';
import { trustlyDepositAtDesk } from './bank-link-desk.ts';
import { isUnverifiableAccount, transactionFieldsOf } from './beneficiary-schema-desk.ts';
import { discountAtDesk, quoteAtDesk } from './quote-desk.ts';
import { paymentTypeRefusal } from './payment-types.ts';
import type { SandboxWorld } from './world';
import { totalOf, transactionView } from '../server/main-api-views.ts';
import { canUpdatePayoutDetails, isStatusGroup, statusesIn } from '../../transfers/domain/status.ts';
import { isTransactionStatus } from '../../shared/kernel/transaction-status.ts';

/**
 * The back office's transfer desk: transaction create, set-payment-type, pay and payment-status
 * (openapi/main-api.yaml: createTransaction, setTransactionPaymentType, payTransaction,
 * getPaymentStatus), the list of a customer's transfers with their status changes
 * (listTransactions), the payout details' save (saveTransactionDetails), a test control's status
 * change, and the count of a customer's transfers and charges the tests and the control API read. The HTTP sandbox (src/sandbox/server/main-api-payments.ts, behind the
 * idempotency desk) and the in-memory transfer gateway both ask it, so both modes give the same
 * answers and refusals. Values are contract-shaped (snake_case).
 */

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

/** Where a bank transfer pays the transfer in (openapi/main-api.yaml: BankTransferInstructions). */
export const bankInstructions = (t: SandboxTransaction) => ({
  account_name: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: t.reference,
  amount: money(totalOf(t), t.sourceCurrency),
});

export type BankInstructionsView = ReturnType<typeof bankInstructions>;

/** The company's Canadian entity: the recipient of every Interac e-Transfer (auto-deposit is on, so no security question). */
export const INTERAC_RECIPIENT = { email: 'payments@remit-ca.sandbox.test', name: 'Remit Sandbox Canada Inc.' } as const;
/** How long an Interac e-Transfer payment request stays open after the payment type was set. */
export const INTERAC_REQUEST_HOURS = 48;

/**
 * How a Canadian customer pays by Interac e-Transfer (openapi/main-api.yaml: InteracTransferInstructions):
 * an e-Transfer of the total to the company's payment e-mail with the reference as its message,
 * before the request lapses (48 hours after the payment type apaylo was set). No IBAN.
 */
export function interacInstructions(world: SandboxWorld, t: SandboxTransaction) {
  const chosen = logOf(world, t).events.filter((e) => e.status === 'AWAITING').at(-1)?.at ?? world.now();
  return interacRequest(money(totalOf(t), t.sourceCurrency), t.reference, chosen);
}

/** An Interac e-Transfer request of `amount` to the company, with `reference` as its message, opened at `openedAt` (epoch ms): a transfer's, or a wallet top-up's. */
export function interacRequest(amount: Money, reference: string, openedAt: number) {
  return {
    recipient_email: INTERAC_RECIPIENT.email, recipient_name: INTERAC_RECIPIENT.name, amount,
    reference, message: reference, expires_at: new Date(openedAt + INTERAC_REQUEST_HOURS * HOUR).toISOString(),
  };
}

export type InteracInstructionsView = ReturnType<typeof interacRequest>;

/** What set-payment-type and pay add for a payment type paid from the customer's own bank: a bank transfer's or an e-Transfer's instructions. */
function instructionsOf(world: SandboxWorld, tx: SandboxTransaction): { bank_transfer?: BankInstructionsView; interac_transfer?: InteracInstructionsView } {
  if (tx.paymentType === 'bank') return { bank_transfer: bankInstructions(tx) };
  if (tx.paymentType === 'apaylo') return { interac_transfer: interacInstructions(world, tx) };
  return {};
}

// ---- status changes ------------------------------------------------------------------------------

/** A transfer's status changes (openapi/main-api.yaml Transaction.events) and why it was cancelled or rejected. */
interface TransferLog {
  readonly events: { status: TransactionStatus; at: number }[];
  reason: string | null;
}

/** Kept beside the world's records, one log per transfer (a transfer record belongs to one world). */
const logs = new WeakMap<SandboxTransaction, TransferLog>();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long after its creation a seeded transfer reached each status (increasing along every path). */
const AFTER_CREATION: Readonly<Record<TransactionStatus, number>> = {
  ATTEMPT: 0, DRAFT: 0, AWAITING: MINUTE, PENDING: 3 * MINUTE, PROCESSING: 10 * MINUTE, SENT: HOUR, SENT_FOR_PAY: HOUR,
  READY_FOR_PICKUP: 2 * HOUR, REJECTED: 2 * HOUR, PAID: 3 * HOUR, RECEIVED: 4 * HOUR, COMPLETED: DAY, CANCELED: DAY, CLOSED: 2 * DAY,
};

/** Why the seeded cancelled and rejected transfers ended. */
const SEEDED_REASONS: Partial<Record<TransactionStatus, string>> = {
  CANCELED: 'The payment did not arrive within 24 hours.',
  REJECTED: 'The payout partner could not verify the recipient’s details.',
};

/** Statuses from which the payout partner holds the transfer: its payout reference exists. */
const HANDED_OVER: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(['SENT', 'SENT_FOR_PAY', 'READY_FOR_PICKUP', 'PAID', 'RECEIVED', 'COMPLETED', 'CLOSED']);

/**
 * The way a transfer reaches a status: made, waiting for its payment, paid, processed, sent to the
 * payout partner (a cash payout then waits at the collection point), paid out, completed or closed;
 * cancelled before its payment, rejected after the checks.
 */
function pathTo(status: TransactionStatus, payoutType: SandboxTransaction['payoutType']): TransactionStatus[] {
  const paid: TransactionStatus[] = ['DRAFT', 'AWAITING', 'PENDING', 'PROCESSING'];
  const sent: TransactionStatus[] = [...paid, 'SENT'];
  const handed: TransactionStatus[] = payoutType === 'cash' ? [...sent, 'READY_FOR_PICKUP'] : sent;
  switch (status) {
    case 'ATTEMPT': return ['ATTEMPT'];
    case 'DRAFT': return ['DRAFT'];
    case 'AWAITING': return ['DRAFT', 'AWAITING'];
    case 'PENDING': return ['DRAFT', 'AWAITING', 'PENDING'];
    case 'PROCESSING': return paid;
    case 'SENT': return sent;
    case 'SENT_FOR_PAY': return [...paid, 'SENT_FOR_PAY'];
    case 'READY_FOR_PICKUP': return [...sent, 'READY_FOR_PICKUP'];
    case 'PAID': return [...handed, 'PAID'];
    case 'RECEIVED': return [...handed, 'PAID', 'RECEIVED'];
    case 'COMPLETED': return [...handed, 'PAID', 'COMPLETED'];
    case 'CLOSED': return [...handed, 'PAID', 'CLOSED'];
    case 'CANCELED': return ['DRAFT', 'AWAITING', 'CANCELED'];
    case 'REJECTED': return [...paid, 'REJECTED'];
  }
}

/**
 * A transfer's log: a seeded one went its status's way at fixed offsets from its creation (never
 * after the world's clock); a status changed without the desk (a provider's authorization) is
 * recorded when next read.
 */
function logOf(world: SandboxWorld, tx: SandboxTransaction): TransferLog {
  let log = logs.get(tx);
  if (!log) {
    const created = Date.parse(tx.createdAt);
    log = { events: pathTo(tx.status, tx.payoutType).map((status) => ({ status, at: Math.min(created + AFTER_CREATION[status], world.now()) })), reason: SEEDED_REASONS[tx.status] ?? null };
    logs.set(tx, log);
  }
  if (log.events.at(-1)?.status !== tx.status) log.events.push({ status: tx.status, at: world.now() });
  return log;
}

/**
 * Moves a transfer to a status now, through the statuses its way passes on the way there (paying a
 * transfer waiting for its payment, then paying it out, records paid, processed, sent and paid out);
 * the payout reference comes once the payout partner has it; a cancellation or rejection keeps its reason.
 */
export function moveTo(world: SandboxWorld, tx: SandboxTransaction, status: TransactionStatus, reason?: string): void {
  const log = logOf(world, tx);
  if (tx.status === status) return;
  const path = pathTo(status, tx.payoutType);
  const from = path.lastIndexOf(tx.status);
  const at = world.now();
  for (const step of from >= 0 ? path.slice(from + 1) : [status]) log.events.push({ status: step, at });
  tx.status = status;
  if (status === 'CANCELED' || status === 'REJECTED') log.reason = reason ?? null;
  if (tx.payoutReference === null && HANDED_OVER.has(status)) tx.payoutReference = `PO${tx.reference.replace(/^TR/, '')}`;
}

/**
 * A transaction as the contract shows it (openapi/main-api.yaml Transaction): the record's view,
 * its network's name, collection point and remarks, its status changes and reason.
 */
export function transferView(world: SandboxWorld, tx: SandboxTransaction) {
  const log = logOf(world, tx);
  const network = tx.mobileNetworkCode ? MOBILE_OPERATORS.find((o) => o.code === tx.mobileNetworkCode) : undefined;
  return {
    ...transactionView(tx),
    ...(network ? { mobile_network_name: network.name } : {}),
    ...(tx.collectionPointCode ? { collection_point_code: tx.collectionPointCode } : {}),
    ...(tx.remarks ? { remarks: tx.remarks } : {}),
    ...(tx.clientReference ? { client_reference: tx.clientReference } : {}),
    events: log.events.map((e) => ({ status: e.status, at: new Date(e.at).toISOString() })),
    reason: log.reason,
  };
}

export type TransactionView = ReturnType<typeof transferView>;

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

/** The fields create takes by name; the transaction schema's other fields come in payout_details. */
const NAMED_FIELDS: ReadonlySet<string> = new Set(['purpose_of_transaction', 'promotion_code', 'mobile_network_code', 'collection_point_code', 'remarks']);

/** payout_details: an object of text values (anything else is refused as a whole). */
function payoutDetailsOf(value: unknown): { readonly details: Record<string, string> } | { readonly refused: DeskError } {
  if (value === undefined) return { details: {} };
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    return { refused: invalid('payout_details', 'The payout details are text values by field name.') };
  }
  return { details: Object.fromEntries(Object.entries(value as Record<string, string>).map(([k, v]) => [k, v.trim()])) };
}

/**
 * The transaction schema's required fields (GET /api/v1/schemas/transaction for the quote's
 * destination and payout type) a create left out: 422 ValueNotBeBlank on each one's property path
 * (a named field's own, `payout_details[name]` for the others). A mobile payout's network falls back
 * to the recipient's, as the transfer does.
 */
function missingSchemaFields(body: Record<string, unknown>, details: Readonly<Record<string, string>>, destination: string, payoutType: SandboxTransaction['payoutType'], beneficiaryNetwork: string | undefined): DeskError[] {
  return transactionFieldsOf(destination, payoutType)
    .filter((f) => f.required && f.name !== 'purpose_of_transaction')
    .filter((f) => (NAMED_FIELDS.has(f.name) ? text(body[f.name]) === '' && !(f.name === 'mobile_network_code' && beneficiaryNetwork) : (details[f.name] ?? '') === ''))
    .map((f) => {
      const path = NAMED_FIELDS.has(f.name) ? f.name : `payout_details[${f.name}]`;
      return { status: 422, type: 'ValueNotBeBlank', property_path: path, message: `The ${f.label.toLowerCase()} field is required` };
    });
}

/**
 * A US customer confirms a transfer with the last four digits of their SSN (spec 02 section 2, the
 * SSN last-4 modal), checked against the ones the /ssn registration step kept (customers.ts
 * ssnLast4; the seeded and control-made US customers have 6789): none sent (or none on file) is
 * SSNNotDefined, other digits an InvalidValue, both 422 on ssn_last4. Other countries' customers are not asked.
 */
function ssnRefusal(customer: SandboxCustomer, value: unknown): DeskError | undefined {
  if (customer.country !== 'US') return undefined;
  const given = text(value);
  if (given === '') return { status: 422, type: 'SSNNotDefined', property_path: 'ssn_last4', message: 'Enter the last four digits of your Social Security number.' };
  if (!customer.ssnLast4) return { status: 422, type: 'SSNNotDefined', property_path: 'ssn_last4', message: 'We hold no Social Security number for you: complete the SSN step of your registration.' };
  if (!/^[0-9]{4}$/.test(given) || given !== customer.ssnLast4) {
    return { status: 422, type: 'InvalidValue', property_path: 'ssn_last4', message: 'These digits do not match the Social Security number we hold for you.' };
  }
  return undefined;
}

/** A create whose client_reference one of the customer's transfers has already. */
const clientReferenceUsed = (): DeskError => ({
  status: 409, type: 'ClientReferenceUsed', property_path: 'client_reference', message: 'A transfer with this client reference was already made.',
});

/**
 * POST /remit/transaction/create: a transfer (status DRAFT) from the customer's own quote whose
 * rate still holds and their own beneficiary of the quote's destination and payout type; a promo
 * code is checked (and one use of it taken) as get-charges checks it. The transaction schema's
 * required fields must be there (payout_details carries those create does not name: the house or
 * building number of a cash or account payout); a US customer confirms with their SSN's last four digits.
 * A bank recipient whose account code the payout partner cannot verify (beneficiary-schema-desk's
 * unverifiable accounts: ET 1000567890123) is refused 422 AccountCodeNotVerified (spec 02 §8).
 * A client_reference is the customer's intent: one of the customer's transfers having it already
 * makes nothing (409 ClientReferenceUsed, whatever the Idempotency-Key): the client finds that
 * transfer by it (listTransactionsAtDesk's client_reference).
 */
export function createTransactionAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ transaction: TransactionView }> {
  const blank = blankFields(body, ['quote_id', 'beneficiary_guid', 'purpose_of_transaction']);
  if (blank.length > 0) return refuse(...blank);
  const clientReference = optionalText(body.client_reference);
  if (clientReference !== undefined) {
    if (clientReference.length < 8 || clientReference.length > 128) return refuse(invalid('client_reference', 'The client reference must be 8 to 128 characters long'));
    if (world.records.transactions.some((t) => t.customerId === customer.id && t.clientReference === clientReference)) return refuse(clientReferenceUsed());
  }
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
  const given = payoutDetailsOf(body.payout_details);
  if ('refused' in given) return refuse(given.refused);
  const details = given.details;
  const missing = missingSchemaFields(body, details, quote.destinationIso2, quote.payoutType, beneficiary.mobileNetworkCode);
  const long = Object.entries(details).filter(([, v]) => [...v].length > 256).map(([k]) => invalid(`payout_details[${k}]`, 'At most 256 characters.', 422));
  if (missing.length > 0 || long.length > 0) return refuse(...missing, ...long);
  const ssn = ssnRefusal(customer, body.ssn_last4);
  if (ssn) return refuse(ssn);
  if (beneficiary.payoutType === 'bank' && isUnverifiableAccount(beneficiary.destinationIso2, beneficiary.accountNumber)) {
    return refuse({ status: 422, type: 'AccountCodeNotVerified', property_path: 'beneficiary_guid', message: 'The recipient’s account code cannot be verified. Check the details in the review.' });
  }
  const code = optionalText(body.promotion_code);
  const discounted = discountAtDesk(world, customer, code, quote.feeMinor);
  if (!discounted.ok) return discounted;
  if (code) {
    const promo = world.records.promotions.find((p) => p.customerId === customer.id && p.code === code.toUpperCase());
    if (promo) promo.usesLeft -= 1;
  }
  const tx: SandboxTransaction = {
    reference: transactionReference(1_000_000 + world.next('transaction')), customerId: customer.id, beneficiaryGuid: beneficiary.guid,
    beneficiaryName: `${beneficiary.firstName} ${beneficiary.lastName}`, destinationIso2: quote.destinationIso2, payoutType: quote.payoutType, fastPayout: quote.fastPayout,
    mobileNetworkCode: optionalText(body.mobile_network_code) ?? beneficiary.mobileNetworkCode, collectionPointCode: optionalText(body.collection_point_code),
    remarks: optionalText(body.remarks), ...(clientReference !== undefined ? { clientReference } : {}), purpose, ...(Object.keys(details).length > 0 ? { payoutDetails: Object.fromEntries(Object.entries(details).filter(([, v]) => v !== '')) } : {}), sourceCurrency: quote.sourceCurrency, destinationCurrency: quote.destinationCurrency,
    sendMinor: quote.sendMinor, receiveMinor: quote.receiveMinor, feeMinor: quote.feeMinor, discountMinor: discounted.value, rate: quote.rate,
    status: 'DRAFT', paymentType: null, promotionCode: code?.toUpperCase() ?? null, payoutReference: null, createdAt: new Date(world.now()).toISOString(),
  };
  world.records.transactions.push(tx);
  logs.set(tx, { events: [{ status: 'DRAFT', at: Date.parse(tx.createdAt) }], reason: null });
  return answer({ transaction: transferView(world, tx) });
}

/**
 * POST /remit/transaction/set-payment-type: how an unpaid transfer is paid, by a type the customer
 * is offered (./payment-types.ts, the table get-transaction-options answers from; any other is
 * refused 422 InvalidValue on payment_type); bank transfers get their instructions.
 */
export function setPaymentTypeAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  body: Record<string, unknown>,
): DeskAnswer<{ transaction: TransactionView; bank_transfer?: BankInstructionsView; interac_transfer?: InteracInstructionsView }> {
  const blank = blankFields(body, ['transaction_reference', 'payment_type']);
  if (blank.length > 0) return refuse(...blank);
  const tx = ownTransaction(world, customer, text(body.transaction_reference));
  if (!tx) return refuse(invalid('transaction_reference', 'Transfer not found.', 404));
  if (!['DRAFT', 'AWAITING'].includes(tx.status)) return refuse({ status: 409, type: 'StateMismatch', property_path: 'transaction_reference', message: 'The transfer is already paid.' });
  const type = text(body.payment_type);
  const refused = paymentTypeRefusal(customer, type);
  if (refused) return refuse(refused);
  tx.paymentType = type as PaymentType;
  moveTo(world, tx, 'AWAITING');
  return answer({ transaction: transferView(world, tx), ...instructionsOf(world, tx) });
}

/** A payment as pay answers it (openapi/main-api.yaml: Payment). */
export interface PaymentView {
  readonly payment_id: string;
  readonly status: PaymentStatus;
  readonly transaction_reference: string;
  readonly payment_status_href: string;
  readonly method_form: { action: string; method: 'POST'; fields: { name: string; value: string }[] } | null;
  /** A 3-D Secure card payment's challenge page (the ACS on the vendor origin). */
  readonly challenge_url?: string;
  readonly redirect_url?: string;
  readonly bank_transfer?: BankInstructionsView;
  readonly interac_transfer?: InteracInstructionsView;
}

/**
 * POST /remit/transaction/pay: pays a transfer waiting for its payment. Wallet: the total is taken
 * from the balance at once (APPROVED), or refused InsufficientWalletBalance with nothing taken.
 * Card: WAITING, with a 3-D Secure method form and challenge page for the 3-D Secure test card;
 * its status tells the outcome. Trustly: WAITING with the url of Trustly's payment page, from the
 * Deposit call made with success_url and fail_url (trustlyDepositAtDesk); bank: WAITING with the bank details; apaylo
 * (Interac e-Transfer): WAITING with the e-Transfer's instructions. Bank and apaylo wait for the money
 * (paymentArrivedAtDesk, a test control).
 */
export function payAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>, vendorOrigin: string): DeskAnswer<PaymentView> {
  const blank = blankFields(body, ['transaction_reference']);
  if (blank.length > 0) return refuse(...blank);
  const tx = ownTransaction(world, customer, text(body.transaction_reference));
  if (!tx) return refuse(invalid('transaction_reference', 'Transfer not found.', 404));
  if (tx.status !== 'AWAITING' || tx.paymentType === null) {
    return refuse({ status: 409, type: 'StateMismatch', property_path: 'transaction_reference', message: 'Choose a payment type first, or the transfer is already paid.' });
  }
  // A type no longer offered to the customer (set before the table changed) is not paid by.
  const refused = paymentTypeRefusal(customer, tx.paymentType);
  if (refused) return refuse(refused);
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
    moveTo(world, tx, 'PENDING');
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
  if (tx.paymentType === 'trustly') {
    // The back end's Deposit call to Trustly: its url is the page the customer is sent to.
    const deposit = trustlyDepositAtDesk(world, customer, id, body, vendorOrigin);
    if (!deposit.ok) return deposit;
    payment.trustly = deposit.value.order;
    world.payments.set(id, payment);
    return answer({ ...base, status: 'WAITING', redirect_url: deposit.value.url });
  }
  world.payments.set(id, payment);
  return answer({ ...base, status: 'WAITING', ...instructionsOf(world, tx) });
}

/**
 * A test control (POST /sandbox/control/payment-arrived): the money of a transfer's waiting bank
 * transfer or Interac e-Transfer arrived, as the bank would tell the back office. The payment is
 * approved (a charge) and the transfer is paid (PENDING, the status after payment). Undefined when
 * the transfer has no such payment waiting.
 */
export function paymentArrivedAtDesk(world: SandboxWorld, reference: string): PaymentStatusView | undefined {
  const tx = world.records.transactions.find((t) => t.reference === reference);
  if (!tx || (tx.paymentType !== 'bank' && tx.paymentType !== 'apaylo') || tx.status !== 'AWAITING') return undefined;
  const payment = [...world.payments.values()].filter((p) => p.reference === reference && p.status === 'WAITING').at(-1);
  if (!payment) return undefined;
  payment.status = 'APPROVED';
  payment.code = 'approved';
  moveTo(world, tx, 'PENDING');
  return { payment_id: payment.id, status: payment.status, code: payment.code, transaction_reference: payment.reference };
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
      if (tx.status === 'AWAITING') moveTo(world, tx, 'PENDING');
    }
  } else if (payment.status === 'WAITING' && payment.polls > 1 && tx?.paymentType === 'card') {
    if (payment.behaviour === 'decline' || payment.behaviour === 'insufficient') {
      payment.status = 'DECLINED';
      payment.code = payment.behaviour === 'decline' ? 'payment_was_declined_by_bank' : 'insufficient_funds';
    } else {
      payment.status = 'APPROVED';
      payment.code = 'approved';
      if (tx.status === 'AWAITING') moveTo(world, tx, 'PENDING');
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
  /** A 3-D Secure card payment's: whether the method page's script reported the method complete. */
  readonly three_ds_method_completed?: boolean;
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
      return {
        payment_id: p.id, reference: p.reference, payment_type: t.paymentType, amount: money(totalOf(t), t.sourceCurrency),
        ...(p.behaviour === 'three-ds' ? { three_ds_method_completed: p.methodCompleted === true } : {}),
      };
    });
  const wallet_debits = world.records.walletOperations
    .filter((o) => o.customerId === customer.id && o.type === 'transfer' && o.reference !== undefined && references.has(o.reference))
    .map((o) => ({ reference: o.reference!, amount: money(o.amountMinor, o.currency) }));
  return { transactions, charges, wallet_debits };
}

// ---- the list, the payout details, the status control -------------------------------------------

/** listTransactions' query as the query string carries it (openapi/main-api.yaml). */
export interface TransactionListQuery {
  readonly reference?: string;
  readonly page?: string;
  readonly per_page?: string;
  readonly status?: string;
  readonly beneficiary_guid?: string;
  readonly client_reference?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^[1-9][0-9]{0,8}$/;

/**
 * GET /remit/transaction/list: the customer's own transfers, newest first, filtered by reference,
 * front-end status group (src/transfers/domain/status.ts, the portal's own grouping),
 * recipient and client reference (create's, one transfer at most), a page at a time (20 by default, 100 at most), with how many the filters find.
 */
export function listTransactionsAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  query: TransactionListQuery = {},
): DeskAnswer<{ transactions: TransactionView[]; meta: { total: number; page: number; per_page: number } }> {
  const problems: DeskError[] = [];
  if (query.page !== undefined && !WHOLE.test(query.page)) problems.push(invalid('page', 'must be 1 or more'));
  if (query.per_page !== undefined && (!WHOLE.test(query.per_page) || Number(query.per_page) > 100)) problems.push(invalid('per_page', 'must be between 1 and 100'));
  if (query.status !== undefined && !isStatusGroup(query.status)) problems.push(invalid('status', 'Unknown status group.'));
  if (query.beneficiary_guid !== undefined && !UUID.test(query.beneficiary_guid)) problems.push(invalid('beneficiary_guid', 'must be a UUID'));
  if (problems.length > 0) return refuse(...problems);
  const page = Number(query.page ?? '1');
  const perPage = Number(query.per_page ?? '20');
  const statuses = query.status !== undefined && isStatusGroup(query.status) ? new Set<string>(statusesIn(query.status)) : undefined;
  const found = world.records.transactions
    .filter((t) => t.customerId === customer.id)
    .filter((t) => query.reference === undefined || t.reference === query.reference)
    .filter((t) => statuses === undefined || statuses.has(t.status))
    .filter((t) => query.beneficiary_guid === undefined || t.beneficiaryGuid.toLowerCase() === query.beneficiary_guid.toLowerCase())
    .filter((t) => query.client_reference === undefined || t.clientReference === query.client_reference)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.reference.localeCompare(a.reference));
  return answer({
    transactions: found.slice((page - 1) * perPage, page * perPage).map((t) => transferView(world, t)),
    meta: { total: found.length, page, per_page: perPage },
  });
}

const ACCOUNT_PATTERN = /^(?=.*[A-Za-z0-9]).{1,256}$/;
const detailPath = (field: string) => `transaction[${field}]`;

/**
 * POST /api/v1/transactions (saveTransactionDetails, the schema's transaction.save): changes the
 * payout details of the customer's own transfer while the portal's rule allows it (before the
 * payout partner has it: src/transfers/domain/status.ts), else 409 StateMismatch. A purpose from the
 * list; a collection point and a network of the destination (a mobile payout's network must serve
 * the recipient's number); remarks with a letter or a digit, at most 256 characters.
 */
export function saveTransactionDetailsAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ transaction: TransactionView }> {
  const input = body.transaction;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'transaction', message: 'The transaction field is required' });
  const t = input as Record<string, unknown>;
  const blank = blankFields(t, ['reference']).map((e) => ({ ...e, property_path: detailPath('reference') }));
  if (blank.length > 0) return refuse(...blank);
  const tx = ownTransaction(world, customer, text(t.reference));
  if (!tx) return refuse(invalid(detailPath('reference'), 'Transfer not found.', 404));
  if (!canUpdatePayoutDetails(tx.status)) return refuse({ status: 409, type: 'StateMismatch', property_path: detailPath('reference'), message: 'The transfer can no longer be changed.' });
  const problems: DeskError[] = [];
  const purpose = optionalText(t.purpose_of_transaction);
  if (purpose !== undefined && !PURPOSES_OF_TRANSACTION.includes(purpose)) problems.push(invalid(detailPath('purpose_of_transaction'), 'Choose a purpose from the list.', 422));
  const point = optionalText(t.collection_point_code);
  if (point !== undefined && !(COLLECTION_POINTS[tx.destinationIso2] ?? []).some((p) => p.code === point)) {
    problems.push(invalid(detailPath('collection_point_code'), 'Choose a collection point of the destination country.', 422));
  }
  const remarks = optionalText(t.remarks);
  if (remarks !== undefined && !ACCOUNT_PATTERN.test(remarks)) problems.push(invalid(detailPath('remarks'), 'At least one letter or digit.', 422));
  const network = optionalText(t.mobile_network_code);
  const operator = network !== undefined ? MOBILE_OPERATORS.find((o) => o.code === network && o.countryIso2 === tx.destinationIso2) : undefined;
  if (network !== undefined && !operator) problems.push(invalid(detailPath('mobile_network_code'), 'Choose a network of the destination country.', 422));
  const mobile = world.records.beneficiaries.find((b) => b.guid === tx.beneficiaryGuid)?.mobile;
  if (operator && mobile && !operator.prefixes.some((p) => mobile.startsWith(p))) {
    problems.push(invalid(detailPath('mobile_network_code'), `The recipient’s number is not on ${operator.name}.`, 422));
  }
  if (problems.length > 0) return refuse(...problems);
  if (purpose) tx.purpose = purpose;
  if (point) tx.collectionPointCode = point;
  if (remarks) tx.remarks = remarks;
  if (network) tx.mobileNetworkCode = network;
  return answer({ transaction: transferView(world, tx) });
}

/**
 * A test control (POST /sandbox/control/transfer-status): moves a transfer to a back-office
 * status as the back office would (the statuses on the way recorded now), with the reason of a
 * cancellation or rejection. Unknown reference: undefined.
 */
export function moveTransferAtDesk(world: SandboxWorld, reference: string, status: string, reason?: string): TransactionView | undefined {
  const tx = world.records.transactions.find((t) => t.reference === reference);
  if (!tx || !isTransactionStatus(status)) return undefined;
  moveTo(world, tx, status, reason);
  return transferView(world, tx);
}
