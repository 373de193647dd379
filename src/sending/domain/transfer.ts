import type { InteracTransferInstructions } from '@/shared/payment/payment-panel';
import type { Money } from '@/shared/kernel/money';
import type { InstantBank, PaymentType } from '@/shared/kernel/payment-method';
import type { PaymentStatus } from '@/shared/kernel/payment-status';
import type { TransactionFacts } from '@/shared/kernel/transaction-facts';
import type { PaymentPart } from './payment-part';
import type { PayoutType } from './quote-part';
import type { TransferDraft } from './transfer-draft';

/**
 * Step 4's transfer as the back office holds it (spec 02 sections 3, 4 and 7: transaction create,
 * set-payment-type, pay, payment-status; openapi/main-api.yaml Transaction, Payment, PaymentStatus).
 */

/** Payment types seen in the transaction options (spec 02 section 1): the shared kernel's one list. */
export { PAYMENT_TYPES, type PaymentType } from '@/shared/kernel/payment-method';

/** What transaction create is asked for: the saved quote, the recipient and the payout details of this transfer. */
export interface TransferRequest {
  readonly quoteId: string;
  /** The recipient's guid (Beneficiary.guid). */
  readonly beneficiaryGuid: string;
  readonly purposeOfTransaction: string;
  readonly promotionCode?: string;
  readonly mobileNetworkCode?: string;
  readonly collectionPointCode?: string;
  readonly remarks?: string;
  /** The transaction schema's other fields by name (house_number, flat_number, relationship, ...): create's payout_details. */
  readonly payoutDetails?: Readonly<Record<string, string>>;
  /** A US customer's SSN last four digits, for this call only (never kept). */
  readonly ssnLast4?: string;
  /** The customer's intent (the draft's intentId): at most one transfer has it, and it finds that transfer. */
  readonly clientReference?: string;
}

/** A transfer the back office made (transaction create and the later calls answer it). */
export interface Transaction extends TransactionFacts {
  readonly payoutType: PayoutType;
  readonly paymentType: PaymentType | undefined;
}

/** Where a bank transfer pays the transfer in, with the reference to quote (spec 02 section 4). */
export interface BankTransferInstructions {
  readonly accountName: string;
  readonly iban: string;
  readonly bic: string;
  readonly reference: string;
  readonly amount: Money;
}

/** How to pay by Interac e-Transfer (Canada, payment type apaylo): the payment panels' own type. */
export type { InteracTransferInstructions } from '@/shared/payment/payment-panel';

/** set-payment-type's answer: the transfer, and for a bank transfer or an Interac e-Transfer its instructions. */
export interface PaymentTypeChosen {
  readonly transaction: Transaction;
  readonly bankTransfer?: BankTransferInstructions;
  readonly interacTransfer?: InteracTransferInstructions;
}

/** The 3-D Secure method form the server describes; the client builds the form itself (never raw HTML). */
export interface MethodForm {
  readonly action: string;
  readonly method: 'POST';
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/** pay's and payment-status' status: the shared kernel's (src/shared/kernel/payment-status.ts). */
export type PaymentStatusValue = PaymentStatus;

/** Card payment codes (spec 02 section 8). */
export const CARD_PAYMENT_CODES = [
  'unknown_error', 'general_problem_with_payment_try_again', 'approved', 'payment_was_declined_by_bank', 'payment_was_declined_try_again',
  'we_do_not_accept_this_card_type', 'payment_was_not_authorised', 'insufficient_funds', 'invalid_card_number', 'card_has_expired',
  'incorrect_account_id', 'unauthorized',
] as const;
export type CardPaymentCode = (typeof CARD_PAYMENT_CODES)[number];

/** pay's answer. APPROVED is paid; WAITING means its status is asked for (statusHref) until it is not. */
export interface Payment {
  readonly id: string;
  readonly status: PaymentStatusValue;
  readonly transactionReference: string;
  /** The payment-status call of this payment, relative to the main-API base. */
  readonly statusHref: string;
  readonly methodForm?: MethodForm;
  /** A 3-D Secure card payment's challenge page (on the card provider's origin). */
  readonly challengeUrl?: string;
  /** Where an instant bank payment continues (the bank link). */
  readonly redirectUrl?: string;
  readonly bankTransfer?: BankTransferInstructions;
  readonly interacTransfer?: InteracTransferInstructions;
}

/** payment-status' answer. */
export interface PaymentState {
  readonly id: string;
  readonly status: PaymentStatusValue;
  readonly code: CardPaymentCode | undefined;
  readonly transactionReference: string;
}

/** What pay needs beside the reference: the saved card for a card payment, the return addresses of an instant bank payment. */
export interface PayOptions {
  readonly cardId?: number;
  /** Where Trustly sends the customer back (its Deposit's SuccessURL and FailURL). */
  readonly bankLinkReturn?: { readonly successUrl: string; readonly failUrl: string };
}

/** How the customer pays (the confirm step's choice, kept in the draft's payment part). */
export type PaymentMethod = NonNullable<PaymentPart['method']>;

/**
 * The back office's payment type for a method: an instant bank payment is the vendor the back
 * office offered (the PaymentOffer's instantBank, ./payment-offer.ts: trustly, or apaylo, Interac
 * e-Transfer). None offered, there is no instant bank payment to pay by: no vendor is guessed.
 */
export function paymentTypeOf(method: PaymentMethod, instantBank: InstantBank | undefined): PaymentType {
  if (method !== 'instant-bank') return method;
  if (!instantBank) throw new Error('No instant bank payment was offered for this transfer.');
  return instantBank;
}

/** The payment id of a payment-status href ("/remit/transaction/payment-status?payment_id=pay-000001"), or the id itself. */
export function paymentIdOf(hrefOrId: string): string {
  const query = hrefOrId.indexOf('?');
  if (query === -1) return hrefOrId;
  for (const pair of hrefOrId.slice(query + 1).split('&')) {
    const [name, value = ''] = pair.split('=');
    if (name === 'payment_id') return decodeURIComponent(value.replace(/\+/g, ' '));
  }
  return hrefOrId;
}

/** The confirm step's part of transaction create: what the draft does not hold. */
export interface TransferDetails {
  /** The recipient's guid; the draft's beneficiaryGuid when not given. */
  readonly beneficiaryGuid?: string;
  /** Else the draft's payout field purpose_of_transaction. */
  readonly purposeOfTransaction?: string;
  /** Else the draft's payout field promotion_code. */
  readonly promotionCode?: string;
  /** Else the draft's payout field remarks. */
  readonly remarks?: string;
  /** The transaction schema's other fields (empty ones are not sent). */
  readonly payoutDetails?: Readonly<Record<string, string>>;
  /** A US customer's SSN last four digits (step 4's dialog): sent with this create only. */
  readonly ssnLast4?: string;
}

/**
 * Transaction create's request for a draft: the saved quote, the recipient and the payout details
 * (mobile_network_code, collection_point_code from the recipient's payout fields), with the confirm
 * step's details. Lists what is missing instead when the draft cannot be sent yet.
 */
export function transferRequestOf(
  draft: TransferDraft,
  details: TransferDetails = {},
): { readonly request: TransferRequest } | { readonly missing: readonly ('quote' | 'recipient' | 'purpose_of_transaction')[] } {
  const fields = draft.recipient?.payoutFields ?? {};
  const given = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);
  const purpose = given(details.purposeOfTransaction) ?? given(fields.purpose_of_transaction);
  const missing = [
    ...(draft.quote ? [] : (['quote'] as const)),
    ...(draft.recipient ? [] : (['recipient'] as const)),
    ...(purpose ? [] : (['purpose_of_transaction'] as const)),
  ];
  if (!draft.quote || !draft.recipient || !purpose) return { missing };
  const promotionCode = given(details.promotionCode) ?? given(fields.promotion_code);
  const mobileNetworkCode = given(fields.mobile_network_code);
  const collectionPointCode = given(fields.collection_point_code);
  const remarks = given(details.remarks) ?? given(fields.remarks);
  const payoutDetails = Object.fromEntries(
    Object.entries(details.payoutDetails ?? {}).flatMap(([name, value]) => (given(value) ? [[name, value.trim()] as const] : [])),
  );
  const ssnLast4 = given(details.ssnLast4);
  return {
    request: {
      quoteId: draft.quote.quoteId,
      beneficiaryGuid: given(details.beneficiaryGuid) ?? draft.recipient.beneficiaryGuid,
      purposeOfTransaction: purpose,
      ...(promotionCode ? { promotionCode } : {}),
      ...(mobileNetworkCode ? { mobileNetworkCode } : {}),
      ...(collectionPointCode ? { collectionPointCode } : {}),
      ...(remarks ? { remarks } : {}),
      ...(Object.keys(payoutDetails).length > 0 ? { payoutDetails } : {}),
      ...(ssnLast4 ? { ssnLast4 } : {}),
    },
  };
}
