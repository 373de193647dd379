import { PAYMENT_STATUSES } from '@/shared/kernel/payment-status';
import { z } from '@/shared/validation/zod';
import { transactionFactsFrom, transactionShape } from '@/shared/http/transaction-answer';
import { bankTransferFrom, bankTransferSchema, interacTransferFrom, interacTransferSchema } from '@/shared/http/instructions-answer';
import { PAYOUT_TYPES } from '../domain/quote-part';
import {
  CARD_PAYMENT_CODES, PAYMENT_TYPES,
  type MethodForm, type Payment, type PaymentState, type PaymentType, type PaymentTypeChosen, type PayOptions,
  type Transaction, type TransferRequest,
} from '../domain/transfer';

/**
 * Step 4's parts of the main API's answers (openapi/main-api.yaml: createTransaction,
 * setTransactionPaymentType, payTransaction, getPaymentStatus), read at the adapter boundary by
 * the HTTP adapter and the in-memory one alike (the transfer desk's contract-shaped answers go
 * through the same schemas), so both modes map an answer to the same domain values. The
 * Transaction is read the shared way (src/shared/http/transaction-answer.ts), with the payout and
 * payment types step 4 knows.
 */

const paymentType = z.enum(PAYMENT_TYPES);
const paymentStatus = z.enum(PAYMENT_STATUSES);

export const transactionSchema = z.object({
  ...transactionShape,
  payout_type: z.enum(PAYOUT_TYPES),
  payment_type: z.nullable(paymentType),
});

export function transactionFrom(t: z.infer<typeof transactionSchema>): Transaction {
  return { ...transactionFactsFrom(t), payoutType: t.payout_type, paymentType: t.payment_type ?? undefined };
}

/** create's body: the contract's snake_case, optional details only when given. */
export function createTransactionBody(request: TransferRequest) {
  return {
    quote_id: request.quoteId,
    beneficiary_guid: request.beneficiaryGuid,
    purpose_of_transaction: request.purposeOfTransaction,
    ...(request.promotionCode !== undefined ? { promotion_code: request.promotionCode } : {}),
    ...(request.mobileNetworkCode !== undefined ? { mobile_network_code: request.mobileNetworkCode } : {}),
    ...(request.collectionPointCode !== undefined ? { collection_point_code: request.collectionPointCode } : {}),
    ...(request.remarks !== undefined ? { remarks: request.remarks } : {}),
    ...(request.payoutDetails !== undefined ? { payout_details: { ...request.payoutDetails } } : {}),
    ...(request.ssnLast4 !== undefined ? { ssn_last4: request.ssnLast4 } : {}),
    ...(request.clientReference !== undefined ? { client_reference: request.clientReference } : {}),
  };
}

export const createdSchema = z.object({ transaction: transactionSchema });

export const createdFrom = (data: z.infer<typeof createdSchema>): Transaction => transactionFrom(data.transaction);

/** list's answer when asked by client reference: none or one transfer. */
export const foundSchema = z.object({ transactions: z.array(transactionSchema) });

export const foundFrom = (data: z.infer<typeof foundSchema>): Transaction | undefined => {
  const first = data.transactions[0];
  return first ? transactionFrom(first) : undefined;
};

/** set-payment-type's body. */
export const paymentTypeBody = (reference: string, type: PaymentType) => ({ transaction_reference: reference, payment_type: type });

export const paymentTypeSchema = z.object({ transaction: transactionSchema, bank_transfer: z.optional(bankTransferSchema), interac_transfer: z.optional(interacTransferSchema) });

export function paymentTypeChosenFrom(data: z.infer<typeof paymentTypeSchema>): PaymentTypeChosen {
  return {
    transaction: transactionFrom(data.transaction),
    ...(data.bank_transfer ? { bankTransfer: bankTransferFrom(data.bank_transfer) } : {}),
    ...(data.interac_transfer ? { interacTransfer: interacTransferFrom(data.interac_transfer) } : {}),
  };
}

/** pay's body: the card only for a card payment, the return addresses only for an instant bank payment. */
export const payBody = (reference: string, options: PayOptions) => ({
  transaction_reference: reference,
  ...(options.cardId !== undefined ? { card_id: options.cardId } : {}),
  ...(options.bankLinkReturn ? { success_url: options.bankLinkReturn.successUrl, fail_url: options.bankLinkReturn.failUrl } : {}),
});

const methodFormSchema = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const paymentSchema = z.object({
  payment_id: z.string().check(z.minLength(1)),
  status: paymentStatus,
  transaction_reference: z.string(),
  payment_status_href: z.string(),
  method_form: z.nullable(methodFormSchema),
  challenge_url: z.optional(z.string()),
  bank_transfer: z.optional(bankTransferSchema),
  interac_transfer: z.optional(interacTransferSchema),
  redirect_url: z.optional(z.string()),
});

export function paymentFrom(data: z.infer<typeof paymentSchema>): Payment {
  const methodForm: MethodForm | undefined = data.method_form
    ? { action: data.method_form.action, method: data.method_form.method, fields: data.method_form.fields.map((f) => ({ name: f.name, value: f.value })) }
    : undefined;
  return {
    id: data.payment_id,
    status: data.status,
    transactionReference: data.transaction_reference,
    statusHref: data.payment_status_href,
    ...(methodForm ? { methodForm } : {}),
    ...(data.challenge_url !== undefined ? { challengeUrl: data.challenge_url } : {}),
    ...(data.redirect_url !== undefined ? { redirectUrl: data.redirect_url } : {}),
    ...(data.bank_transfer ? { bankTransfer: bankTransferFrom(data.bank_transfer) } : {}),
    ...(data.interac_transfer ? { interacTransfer: interacTransferFrom(data.interac_transfer) } : {}),
  };
}

export const paymentStatusSchema = z.object({
  payment_id: z.string(),
  status: paymentStatus,
  code: z.nullable(z.enum(CARD_PAYMENT_CODES)),
  transaction_reference: z.string(),
});

export function paymentStateFrom(data: z.infer<typeof paymentStatusSchema>): PaymentState {
  return { id: data.payment_id, status: data.status, code: data.code ?? undefined, transactionReference: data.transaction_reference };
}
