import type { CardBehaviour, PayoutType } from './remittance-catalogue';
import { DESTINATIONS, FEE_BPS, NOTIFICATIONS, PROMOTIONS, TEST_CARDS, isFastPayout } from './remittance-catalogue.ts';
import { basisPoints, convertDown, major, rateString, usdInMinor } from './money.ts';
import type { SandboxCustomer } from './customers';
import type { PaymentType } from '../../shared/kernel/payment-method.ts';
import type { PaymentStatus } from '../../shared/kernel/payment-status.ts';
import type { TransactionStatus } from '../../shared/kernel/transaction-status.ts';

/** Records the sandbox keeps per customer. Money fields are integer minor units. */
export type { PaymentType };

/** The contract's transaction statuses: the shared kernel's one list. */
export type { TransactionStatus };

export const DISPLAY_STATUS: Readonly<Record<TransactionStatus, string>> = {
  ATTEMPT: 'waiting_for_payment',
  DRAFT: 'waiting_for_payment',
  AWAITING: 'waiting_for_payment',
  PENDING: 'processing',
  PROCESSING: 'processing',
  READY_FOR_PICKUP: 'ready_for_pickup',
  SENT: 'sent',
  SENT_FOR_PAY: 'sent_for_pay',
  PAID: 'paid',
  RECEIVED: 'received',
  COMPLETED: 'completed',
  CLOSED: 'completed',
  CANCELED: 'canceled',
  REJECTED: 'rejected',
};

/** Statuses whose money has been paid in (they count in wallet statistics). */
export const PAID_IN: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'PENDING', 'PROCESSING', 'READY_FOR_PICKUP', 'SENT', 'SENT_FOR_PAY', 'PAID', 'RECEIVED', 'COMPLETED', 'CLOSED',
]);

export interface SandboxBeneficiary {
  guid: string;
  id: number;
  customerId: number;
  customerGuid: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  destinationIso2: string;
  payoutType: PayoutType;
  mobile?: string;
  mobileNetworkCode?: string;
  accountNumber?: string;
  iban?: string;
  bankCode?: string;
  collectionPointCode?: string;
  cardToken?: string;
  cardLast4?: string;
  city?: string;
  createdAt: string;
}

export interface SandboxQuote {
  id: string;
  customerId: number;
  destinationIso2: string;
  sourceCurrency: string;
  destinationCurrency: string;
  payoutType: PayoutType;
  amountType: 'SOURCE' | 'DESTINATION';
  sendMinor: number;
  receiveMinor: number;
  feeMinor: number;
  rate: string;
  expiresAt: number;
  /** A fast card payout (./remittance-catalogue.ts isFastPayout). */
  fastPayout: boolean;
}

export interface SandboxTransaction {
  reference: string;
  customerId: number;
  beneficiaryGuid: string;
  beneficiaryName: string;
  destinationIso2: string;
  payoutType: PayoutType;
  /** Made with a quote of a fast card payout. */
  fastPayout: boolean;
  mobileNetworkCode?: string;
  collectionPointCode?: string;
  remarks?: string;
  /** The client's name for the customer's intent (create's client_reference): at most one transfer of a customer has it. */
  clientReference?: string;
  /** The transaction schema's fields create took in payout_details (a house or building number, a flat number, ...). */
  payoutDetails?: Readonly<Record<string, string>>;
  purpose: string;
  sourceCurrency: string;
  destinationCurrency: string;
  sendMinor: number;
  receiveMinor: number;
  feeMinor: number;
  discountMinor: number;
  rate: string;
  status: TransactionStatus;
  paymentType: PaymentType | null;
  promotionCode: string | null;
  payoutReference: string | null;
  createdAt: string;
}

export interface SandboxCard {
  id: number;
  guid: string;
  customerId: number;
  brand: 'visa' | 'mastercard';
  last4: string;
  expMonth: number;
  /** Four-digit year. */
  expYear: number;
  holderName: string;
  behaviour: CardBehaviour;
}

export interface SandboxPayment {
  id: string;
  reference: string;
  customerId: number;
  behaviour: CardBehaviour;
  polls: number;
  status: PaymentStatus;
  code: string | null;
  /** A 3-D Secure payment's challenge, once the customer answered it on the ACS page (src/sandbox/world/card-desk.ts). */
  challenge?: 'approved' | 'declined';
  /** The 3-D Secure method page ran its script for this payment (the issuer's device data). */
  methodCompleted?: boolean;
  /** A trustly payment's Deposit order at the imitation of Trustly (src/sandbox/world/bank-link-desk.ts). */
  trustly?: TrustlyOrder;
}

/**
 * What Trustly keeps of a Deposit call (its EU API): the order it made (OrderID) and the session
 * of its payment page (SessionID, in the url it answered), and the merchant's SuccessURL and
 * FailURL, where its page sends the customer back, unchanged.
 */
export interface TrustlyOrder {
  readonly orderId: string;
  readonly sessionId: string;
  readonly locale: string;
  readonly successUrl: string;
  readonly failUrl: string;
}

export interface SandboxNotification {
  id: number;
  customerId: number;
  category: 'wallet' | 'bonus' | 'transactions';
  title: string;
  text: string;
  createdAt: string;
}

export interface SandboxWalletOperation {
  id: number;
  customerId: number;
  type: 'top_up' | 'transfer' | 'refund';
  amountMinor: number;
  currency: string;
  createdAt: string;
  description: string;
  reference?: string;
}

export interface SandboxPromotion {
  code: string;
  customerId: number;
  title: string;
  description: string;
  discountMajor: number | 'fee';
  expiresAt: string;
  usesLeft: number;
}

export interface RemittanceRecords {
  beneficiaries: SandboxBeneficiary[];
  transactions: SandboxTransaction[];
  cards: SandboxCard[];
  notifications: SandboxNotification[];
  walletOperations: SandboxWalletOperation[];
  promotions: SandboxPromotion[];
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function beneficiaryGuid(id: number): string {
  return `b0000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`;
}
export function cardGuid(id: number): string {
  return `c0000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`;
}
export function transactionReference(n: number): string {
  return `TR${String(n).padStart(8, '0')}`;
}

/** One seeded transaction per user-facing status (waiting for payment, ready for pickup, ...). */
const SEEDED_STATUSES: readonly TransactionStatus[] = [
  'AWAITING', 'READY_FOR_PICKUP', 'SENT_FOR_PAY', 'CANCELED', 'COMPLETED', 'PROCESSING', 'REJECTED', 'PAID', 'SENT', 'RECEIVED',
];

interface BeneficiarySeed {
  first: string;
  last: string;
  dest: string;
  type: PayoutType;
  mobile?: string;
  network?: string;
  account?: string;
  bank?: string;
  city?: string;
}
const BENEFICIARY_SEEDS: readonly BeneficiarySeed[] = [
  { first: 'Abdirahman', last: 'Warsame', dest: 'SO', type: 'mobile', mobile: '+252615550101', network: 'HRM' },
  { first: 'Meron', last: 'Tesfaye', dest: 'ET', type: 'bank', account: '1000123456789', bank: 'CBE' },
  { first: 'Khadra', last: 'Jama', dest: 'SQ', type: 'cash', city: 'Hargeisa' },
  { first: 'Wanjiru', last: 'Kamau', dest: 'KE', type: 'mobile', mobile: '+254712345678', network: 'MPESA' },
];

/**
 * Seeds per customer: four beneficiaries (SO mobile, ET bank, SQ cash, KE mobile), one transaction
 * in every user-facing status, five saved cards (one expired, one declining, one with 3-D Secure),
 * six notifications (two each of wallet, bonus, transactions), wallet operations and two promotions.
 * Dates are fixed offsets before `startMs`.
 */
export function seedRecords(customers: readonly SandboxCustomer[], startMs: number, currencyOf: (c: SandboxCustomer) => string): RemittanceRecords {
  const records: RemittanceRecords = { beneficiaries: [], transactions: [], cards: [], notifications: [], walletOperations: [], promotions: [] };
  let beneficiaryId = 0;
  let txNumber = 0;
  let cardId = 0;
  let notificationId = 0;
  let operationId = 0;
  for (const customer of customers) {
    const currency = currencyOf(customer);
    const beneficiaries = BENEFICIARY_SEEDS.map((seed, i) => {
      beneficiaryId += 1;
      const beneficiary: SandboxBeneficiary = {
        guid: beneficiaryGuid(beneficiaryId), id: beneficiaryId, customerId: customer.id, customerGuid: customer.guid,
        firstName: seed.first, lastName: seed.last, destinationIso2: seed.dest, payoutType: seed.type,
        mobile: seed.mobile, mobileNetworkCode: seed.network, accountNumber: seed.account, bankCode: seed.bank, city: seed.city,
        createdAt: iso(startMs - (90 - i) * DAY),
      };
      records.beneficiaries.push(beneficiary);
      return beneficiary;
    });
    SEEDED_STATUSES.forEach((status, i) => {
      txNumber += 1;
      const beneficiary = beneficiaries[i % beneficiaries.length]!;
      const destination = DESTINATIONS.find((d) => d.iso2 === beneficiary.destinationIso2)!;
      const sendMinor = major(100 + 50 * i, currency);
      const feeMinor = Math.max(basisPoints(sendMinor, FEE_BPS[beneficiary.payoutType]), usdInMinor(1, currency, 'up'));
      const paymentType: PaymentType | null = status === 'AWAITING' ? null : i % 3 === 0 ? 'wallet' : 'card';
      records.transactions.push({
        reference: transactionReference(txNumber), customerId: customer.id, beneficiaryGuid: beneficiary.guid,
        beneficiaryName: `${beneficiary.firstName} ${beneficiary.lastName}`, destinationIso2: destination.iso2,
        payoutType: beneficiary.payoutType, fastPayout: isFastPayout(destination.iso2, beneficiary.payoutType),
        mobileNetworkCode: beneficiary.mobileNetworkCode, purpose: 'Family Support',
        sourceCurrency: currency, destinationCurrency: destination.currency, sendMinor,
        receiveMinor: convertDown(sendMinor, currency, destination.currency), feeMinor, discountMinor: 0,
        rate: rateString(currency, destination.currency), status, paymentType, promotionCode: null,
        payoutReference: PAID_IN.has(status) ? `PO${String(txNumber).padStart(8, '0')}` : null,
        createdAt: iso(startMs - (2 + 4 * i) * DAY),
      });
    });
    const cards: [string, number, number, CardBehaviour][] = [
      ['4242', 12, 2030, 'approve'], ['4444', 8, 2031, 'approve'], ['0002', 11, 2030, 'decline'], ['3220', 10, 2030, 'three-ds'], ['1881', 3, 2024, 'approve'],
    ];
    for (const [last4, expMonth, expYear, behaviour] of cards) {
      cardId += 1;
      records.cards.push({
        id: cardId, guid: cardGuid(cardId), customerId: customer.id, brand: last4 === '4444' ? 'mastercard' : 'visa', last4, expMonth, expYear,
        holderName: `${customer.firstName} ${customer.lastName}`.toUpperCase(), behaviour,
      });
    }
    NOTIFICATIONS.forEach(({ category, title, text }, i) => {
      notificationId += 1;
      records.notifications.push({ id: notificationId, customerId: customer.id, category, title, text, createdAt: iso(startMs - (i + 1) * DAY) });
    });
    const spent = major(20, currency);
    operationId += 1;
    records.walletOperations.push({ id: operationId, customerId: customer.id, type: 'top_up', amountMinor: customer.walletMinor + spent, currency, createdAt: iso(startMs - 40 * DAY), description: 'Top-up by card' });
    operationId += 1;
    records.walletOperations.push({ id: operationId, customerId: customer.id, type: 'transfer', amountMinor: -spent, currency, createdAt: iso(startMs - 10 * DAY), description: 'Transfer to Abdirahman Warsame' });
    for (const promo of PROMOTIONS) {
      records.promotions.push({ code: promo.code, customerId: customer.id, title: promo.title, description: promo.description, discountMajor: promo.discountMajor, expiresAt: iso(startMs + promo.daysValid * DAY), usesLeft: promo.uses });
    }
  }
  return records;
}

/** Behaviour of a card number entered in the sandbox (test cards, else approve). */
export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS.find((c) => c.number === digits)?.behaviour ?? 'approve';
}
