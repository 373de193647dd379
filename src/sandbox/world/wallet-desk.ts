import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { major, money, usdInMinor, type Money } from './money.ts';
import { PAID_IN, type SandboxTransaction } from './remittance-records.ts';
import { PAYMENT_TYPE_NAMES, topUpTypesOf } from './payment-types.ts';
import type { TopUpPaymentType } from '../../shared/kernel/payment-method.ts';
import { creditWalletAtDesk, topUpBankLinkId, topUpReference, trustlyDepositAtDesk, trustlyPageOf } from './bank-link-desk.ts';
import { interacRequest, type InteracInstructionsView } from './transfer-desk.ts';
import type { SandboxWorld } from './world';
import { behaviourOf, type SandboxCard } from './remittance-records.ts';
import { keepCardAtDesk, startThreeDsAtDesk, takeCardTokenAtDesk, threeDsPageOf } from './card-desk.ts';
import { totalOf } from '../server/main-api-views.ts';

/**
 * The back office's wallet desk: the statistics, the operations, the top-up options and the top-up
 * itself (openapi/main-api.yaml: getWalletStatistics, listWalletOperations, getTopUpOptions,
 * topUpWallet; the balance is walletBalanceAtDesk of ./bank-link-desk.ts). The HTTP sandbox
 * (src/sandbox/server/main-api-payments.ts) and the in-memory wallet gateway both ask it, so both
 * modes give the same answers and refusals. Values are contract-shaped (snake_case).
 */

const DAY = 86_400_000;
/** How many calendar months the statistics' chart covers (the current one included). */
export const STATISTICS_MONTHS = 6;

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const invalid = (property_path: string, message: string, status: DeskError['status'] = 400): DeskError => ({ status, type: 'InvalidValue', property_path, message });

export interface WalletMonthView {
  readonly month: string;
  readonly amount: Money;
  readonly transactions: number;
}

export interface WalletStatisticsView {
  readonly thirty_day_amount: Money;
  readonly total_transactions: number;
  readonly balance: Money;
  readonly months: readonly WalletMonthView[];
}

/** "YYYY-MM" of a moment, in UTC (the back office's calendar). */
const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The last `count` calendar months up to the one of `nowMs`, oldest first. */
function lastMonths(nowMs: number, count: number): string[] {
  const now = new Date(nowMs);
  return Array.from({ length: count }, (_, i) => monthKey(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1)));
}

const paidBy = (world: SandboxWorld, customer: SandboxCustomer): SandboxTransaction[] =>
  world.records.transactions.filter((t) => t.customerId === customer.id && PAID_IN.has(t.status));

/**
 * GET /remit/wallet/statistics: what the customer paid for transfers in the last 30 days, how
 * many transfers were paid in all, the balance, and the paid amount and count of each of the last
 * six calendar months (the statuses that count: PAID_IN).
 */
export function walletStatisticsAtDesk(world: SandboxWorld, customer: SandboxCustomer): { statistics: WalletStatisticsView } {
  const currency = world.currencyOf(customer);
  const paid = paidBy(world, customer);
  const since = world.now() - 30 * DAY;
  const thirty = paid.filter((t) => Date.parse(t.createdAt) >= since).reduce((sum, t) => sum + totalOf(t), 0);
  const months = lastMonths(world.now(), STATISTICS_MONTHS).map((month) => {
    const inMonth = paid.filter((t) => monthKey(Date.parse(t.createdAt)) === month);
    return { month, amount: money(inMonth.reduce((sum, t) => sum + totalOf(t), 0), currency), transactions: inMonth.length };
  });
  return {
    statistics: { thirty_day_amount: money(thirty, currency), total_transactions: paid.length, balance: money(customer.walletMinor, currency), months },
  };
}

export interface WalletOperationView {
  readonly id: number;
  readonly type: 'top_up' | 'transfer' | 'refund';
  readonly amount: Money;
  readonly created_at: string;
  readonly description: string;
  readonly transaction_reference?: string;
}

/** GET /remit/wallet/operations?page&limit: the customer's wallet operations, newest first (query values arrive as text). */
export function walletOperationsAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  query: { readonly page?: string; readonly limit?: string },
): DeskAnswer<{ operations: WalletOperationView[]; total: number }> {
  const pageRaw = query.page ?? '1';
  const limitRaw = query.limit ?? '20';
  if (!/^[1-9][0-9]*$/.test(pageRaw)) return refuse(invalid('page', 'must be 1 or more'));
  if (!/^[1-9][0-9]*$/.test(limitRaw) || Number(limitRaw) > 100) return refuse(invalid('limit', 'must be between 1 and 100'));
  const page = Number(pageRaw);
  const limit = Number(limitRaw);
  const all = world.records.walletOperations
    .filter((o) => o.customerId === customer.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const operations = all.slice((page - 1) * limit, page * limit).map((o) => ({
    id: o.id,
    type: o.type,
    amount: money(o.amountMinor, o.currency),
    created_at: o.createdAt,
    description: o.description,
    ...(o.reference ? { transaction_reference: o.reference } : {}),
  }));
  return answer({ operations, total: all.length });
}

export interface TopUpOptionView {
  readonly payment_type: TopUpPaymentType;
  readonly name: string;
  readonly min_amount: Money;
  readonly max_amount: Money;
  readonly fee: Money;
}

/** The most a method takes in one top-up, in whole US dollars (converted to the customer's currency, rounded down): an Interac e-Transfer's 2 000, under the banks' usual per-transfer limit. */
const TOP_UP_MAX_USD: Readonly<Record<TopUpPaymentType, number>> = { card: 1_000, bank: 5_000, trustly: 5_000, apaylo: 2_000 };
const TOP_UP_MIN_USD = 10;

/**
 * The ways the customer tops up: the payment types their transfers may be paid with that top a
 * wallet up (the one table, ./payment-types.ts topUpTypesOf: card everywhere, a local bank transfer
 * in the UK and the EEA, Trustly's instant bank payment in the EEA, Interac e-Transfer in Canada), in its order, from 10 US
 * dollars up to the method's maximum, without a fee.
 */
export function topUpOptionsOf(world: SandboxWorld, customer: SandboxCustomer): TopUpOptionView[] {
  const currency = world.currencyOf(customer);
  return topUpTypesOf(customer)
    .filter((t): t is TopUpPaymentType => Object.hasOwn(TOP_UP_MAX_USD, t))
    .map((t) => ({
      payment_type: t,
      name: PAYMENT_TYPE_NAMES[t],
      min_amount: money(usdInMinor(TOP_UP_MIN_USD, currency, 'up'), currency),
      max_amount: money(usdInMinor(TOP_UP_MAX_USD[t], currency, 'down'), currency),
      fee: money(0, currency),
    }));
}

/** GET /remit/wallet/get-topup-options: the region's ways to top up and three suggested amounts. */
export function topUpOptionsAtDesk(world: SandboxWorld, customer: SandboxCustomer): { options: TopUpOptionView[]; suggested_amounts: Money[] } {
  const currency = world.currencyOf(customer);
  return { options: topUpOptionsOf(world, customer), suggested_amounts: [50, 100, 200].map((n) => money(major(n, currency), currency)) };
}

export interface TopUpView {
  readonly top_up: {
    readonly id: number;
    readonly status: 'APPROVED' | 'WAITING' | 'THREE_DS' | 'DECLINED';
    readonly amount: Money;
    readonly payment_type: TopUpPaymentType;
    /** THREE_DS: the issuer's page the customer is sent to; WAITING by trustly: Trustly's payment page. */
    readonly redirect_url?: string;
    /** DECLINED: the card payment code. */
    readonly code?: string;
  };
  readonly balance: Money;
  readonly bank_transfer?: { readonly account_name: string; readonly iban: string; readonly bic: string; readonly reference: string; readonly amount: Money };
  readonly interac_transfer?: InteracInstructionsView;
}

const isExpired = (month: number, year: number, nowMs: number) => {
  const now = new Date(nowMs);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
};

/**
 * POST /remit/wallet/top-up {amount, payment_type, card_id? | card_token?, success_url?, failure_url?}:
 * in the customer's currency, by a way their region offers, within its minimum and maximum. By card
 * (a saved card of theirs, not expired, that the bank authorises): APPROVED at once, the balance
 * grows and a top-up operation is recorded. By a new card (the single-use token of the provider's
 * form): see topUpByNewCard. By bank or Interac e-Transfer: WAITING (the balance grows when the money arrives),
 * with where to pay it in (the client-funds account; the e-Transfer's e-mail and message, both with
 * the top-up's reference). By Trustly's instant bank payment: WAITING with Trustly's payment page
 * (the Deposit call made with success_url and failure_url, as pay's with its fail_url: the top-up's
 * id is the order's `payment`); the page's decision credits the wallet or declines the top-up
 * (./bank-link-desk.ts), and GET /remit/wallet/top-up/{top_up_id} tells it.
 */
export function topUpAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>, vendorOrigin: string): DeskAnswer<TopUpView> {
  const blank = (['amount', 'payment_type'] as const)
    .filter((f) => text(body[f]) === '' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f): DeskError => ({ status: 400, type: 'ValueNotBeBlank', property_path: f, message: `The ${f.replace(/_/g, ' ')} field is required` }));
  if (blank.length > 0) return refuse(...blank);
  const currency = world.currencyOf(customer);
  const raw = body.amount as { amount_minor?: unknown; currency?: unknown };
  if (!Number.isSafeInteger(raw.amount_minor) || typeof raw.currency !== 'string' || !/^[A-Z]{3}$/.test(raw.currency)) {
    return refuse(invalid('amount', 'An amount is an integer amount_minor and a three-letter currency.'));
  }
  const amount = money(raw.amount_minor as number, raw.currency);
  if (amount.currency !== currency) return refuse({ status: 422, type: 'CurrencyMismatch', property_path: 'amount[currency]', message: `Top up in ${currency}.` });
  const option = topUpOptionsOf(world, customer).find((o) => o.payment_type === text(body.payment_type));
  if (!option) return refuse(invalid('payment_type', 'This top-up method is not offered.', 422));
  if (amount.amount_minor < option.min_amount.amount_minor) return refuse(invalid('amount', `must be ${option.min_amount.amount_minor} or more`, 422));
  if (amount.amount_minor > option.max_amount.amount_minor) return refuse(invalid('amount', `must be ${option.max_amount.amount_minor} or less`, 422));
  const balance = () => money(customer.walletMinor, currency);
  if (option.payment_type === 'card') {
    if (body.card_token !== undefined) return topUpByNewCard(world, customer, body, amount, vendorOrigin);
    if (body.card_id === undefined) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'card_id', message: 'Choose a card.' });
    const card = world.records.cards.find((k) => k.customerId === customer.id && k.id === Number(body.card_id));
    if (!card) return refuse(invalid('card_id', 'Card not found.', 404));
    if (isExpired(card.expMonth, card.expYear, world.now())) return refuse({ status: 422, type: 'CardExpired', property_path: 'card_id', message: 'The card has expired. Update it with a new card.' });
    if (card.behaviour === 'decline' || card.behaviour === 'insufficient') return refuse(bankRefused('card_id'));
    const id = world.next('top-up');
    credit(world, customer, amount, card);
    return answer({ top_up: { id, status: 'APPROVED', amount, payment_type: 'card' }, balance: balance() });
  }
  const id = world.next('top-up');
  const top_up = { id, status: 'WAITING' as const, amount, payment_type: option.payment_type };
  if (option.payment_type === 'trustly') {
    // The back end's Deposit call to Trustly: its url is the page the customer is sent to.
    const deposit = trustlyDepositAtDesk(world, customer, topUpBankLinkId(id), body, vendorOrigin, 'failure_url');
    if (!deposit.ok) return deposit;
    world.walletTopUps.set(id, { id, customerId: customer.id, trustly: deposit.value.order, bankLink: 'WAITING', amountMinor: amount.amount_minor, currency, credited: false });
    return answer({ top_up: { ...top_up, redirect_url: deposit.value.url }, balance: balance() });
  }
  if (option.payment_type === 'apaylo' || option.payment_type === 'bank') {
    // Kept until its money arrives (POST /sandbox/control/payment-arrived with the top-up's reference).
    world.walletTopUps.set(id, { id, customerId: customer.id, awaitsMoney: option.payment_type, amountMinor: amount.amount_minor, currency, credited: false });
  }
  if (option.payment_type === 'apaylo') return answer({ top_up, balance: balance(), interac_transfer: interacRequest(amount, topUpReference(id), world.now()) });
  if (option.payment_type === 'bank') {
    return answer({
      top_up,
      balance: balance(),
      bank_transfer: { account_name: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: topUpReference(id), amount },
    });
  }
  return answer({ top_up, balance: balance() });
}

const bankRefused = (property_path: string): DeskError => ({ status: 422, type: 'BankAuthorizationFailed', property_path, message: 'Bank authorization failed. Try again.' });

/** The money of a card top-up is in: the balance grows and the top-up is the newest wallet operation. */
function credit(world: SandboxWorld, customer: SandboxCustomer, amount: Money, card: SandboxCard): void {
  creditWalletAtDesk(world, customer, amount, `Top-up by card •••• ${card.last4}`);
}

/**
 * A top-up by a new card: the provider form's single-use token (taken once, as card add takes it).
 * The bank declines a declining test card (BankAuthorizationFailed on card_token: nothing topped
 * up, the token used up); a card whose issuer asks for 3-D Secure answers THREE_DS with the
 * issuer's page (Checkout.com's payment with 3-D Secure by redirect, to success_url or
 * failure_url), whose outcome the top-up's GET gives; any other card is charged at once
 * (APPROVED) and saved to the customer's cards (as a Vantiv authorization saves it).
 */
function topUpByNewCard(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>, amount: Money, vendorOrigin: string): DeskAnswer<TopUpView> {
  if (text(body.card_token) === '') return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'card_token', message: 'The card token field is required' });
  const taken = takeCardTokenAtDesk(world, customer, body, 'card_token');
  if (!taken.ok) return taken;
  const { token, threeDs } = taken.value;
  const behaviour = behaviourOf(token.digits);
  if (behaviour === 'decline' || behaviour === 'insufficient') return refuse(bankRefused('card_token'));
  const id = world.next('top-up');
  const balance = money(customer.walletMinor, amount.currency);
  if (threeDs) {
    const sessionId = startThreeDsAtDesk(world, customer, token, threeDs, amount.amount_minor);
    world.walletTopUps.set(id, { id, customerId: customer.id, sessionId, amountMinor: amount.amount_minor, currency: amount.currency, credited: false });
    return answer({ top_up: { id, status: 'THREE_DS', amount, payment_type: 'card', redirect_url: threeDsPageOf(vendorOrigin, sessionId) }, balance });
  }
  credit(world, customer, amount, keepCardAtDesk(world, customer, token));
  return answer({ top_up: { id, status: 'APPROVED', amount, payment_type: 'card' }, balance: money(customer.walletMinor, amount.currency) });
}

/**
 * GET /remit/wallet/top-up/{top_up_id}: a top-up by a new card that needed 3-D Secure, as the
 * back office knows it (Checkout's payment details by the session): THREE_DS while the customer
 * has not answered the issuer's page (with the page again), APPROVED once they passed it (the
 * card saved; the balance credited once, the first time the outcome is read), DECLINED with the
 * card payment code when they did not. A top-up by trustly: WAITING with Trustly's page again until
 * the page decided it, then APPROVED (credited by the decision) or DECLINED
 * (payment_was_not_authorised). Only the customer who topped up may ask.
 */
export function topUpOutcomeAtDesk(world: SandboxWorld, customer: SandboxCustomer, rawId: string, vendorOrigin: string): DeskAnswer<TopUpView> {
  const pending = /^[1-9][0-9]{0,9}$/.test(rawId) ? world.walletTopUps.get(Number(rawId)) : undefined;
  if (!pending || pending.customerId !== customer.id) return refuse(invalid('top_up_id', 'No top-up with this id.', 404));
  const amount = money(pending.amountMinor, pending.currency);
  const balance = () => money(customer.walletMinor, pending.currency);
  if (pending.trustly) {
    const bank = { id: pending.id, amount, payment_type: 'trustly' as const };
    if (pending.bankLink === 'APPROVED') return answer({ top_up: { ...bank, status: 'APPROVED' }, balance: balance() });
    if (pending.bankLink === 'DECLINED') return answer({ top_up: { ...bank, status: 'DECLINED', code: 'payment_was_not_authorised' }, balance: balance() });
    return answer({ top_up: { ...bank, status: 'WAITING', redirect_url: trustlyPageOf(pending.trustly, vendorOrigin) }, balance: balance() });
  }
  if (pending.awaitsMoney) {
    // A bank transfer's or an e-Transfer's top-up: WAITING until its money arrived, then APPROVED.
    return answer({ top_up: { id: pending.id, amount, payment_type: pending.awaitsMoney, status: pending.credited ? 'APPROVED' : 'WAITING' }, balance: balance() });
  }
  const session = pending.sessionId === undefined ? undefined : world.cardEnrollments.get(pending.sessionId);
  if (!session) return refuse(invalid('top_up_id', 'No top-up with this id.', 404));
  const top_up = { id: pending.id, amount, payment_type: 'card' as const };
  if (session.status === 'Pending') return answer({ top_up: { ...top_up, status: 'THREE_DS', redirect_url: threeDsPageOf(vendorOrigin, session.id) }, balance: balance() });
  if (session.status === 'Declined') return answer({ top_up: { ...top_up, status: 'DECLINED', code: session.code ?? 'payment_was_not_authorised' }, balance: balance() });
  if (!pending.credited) {
    pending.credited = true;
    credit(world, customer, amount, keepCardAtDesk(world, customer, session.card));
  }
  return answer({ top_up: { ...top_up, status: 'APPROVED' }, balance: balance() });
}

/** What the payment-arrived control answers for a top-up whose money came in. */
export interface TopUpArrivedView {
  readonly top_up_id: number;
  readonly status: 'APPROVED';
  readonly reference: string;
  readonly balance: Money;
}

/**
 * A test control (POST /sandbox/control/payment-arrived): the money of a top-up by bank transfer or
 * Interac e-Transfer, quoted with its reference (TU…), has arrived: the balance grows by the amount
 * and the top-up is the newest wallet operation, once. Undefined when no such top-up waits.
 */
export function topUpMoneyArrivedAtDesk(world: SandboxWorld, reference: string): TopUpArrivedView | undefined {
  const pending = [...world.walletTopUps.values()].find((t) => t.awaitsMoney !== undefined && !t.credited && topUpReference(t.id) === reference);
  const customer = pending && world.customerById(pending.customerId);
  if (!pending || !customer) return undefined;
  pending.credited = true;
  const amount = money(pending.amountMinor, pending.currency);
  creditWalletAtDesk(world, customer, amount, pending.awaitsMoney === 'apaylo' ? 'Top-up by Interac e-Transfer' : 'Top-up by bank transfer');
  return { top_up_id: pending.id, status: 'APPROVED', reference, balance: money(customer.walletMinor, pending.currency) };
}
