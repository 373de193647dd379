import type { ServiceIdentifier } from 'inversify';
import type { Payment, PaymentState, PaymentType, PaymentTypeChosen, PayOptions, Transaction, TransferRequest } from '../domain/transfer';

/**
 * Step 4's calls to the back office: the transfer and its payment. Create, set-payment-type and pay
 * carry an idempotency key (the HTTP adapter sends it as the Idempotency-Key header): the same key
 * with the same request answers the first answer again and changes nothing; the same key with
 * another request is refused IdempotencyKeyReused (409). Every refusal is an AppError (type,
 * status, field errors by property path), the same in both modes; no session means Unauthorized
 * before any call.
 */
export interface TransferGateway {
  /** POST /remit/transaction/create: a transfer (waiting for payment) from a saved quote and a recipient. */
  create(request: TransferRequest, idempotencyKey: string): Promise<Transaction>;
  /** POST /remit/transaction/set-payment-type: how the transfer is paid; a bank transfer gets its instructions. */
  setPaymentType(reference: string, type: PaymentType, idempotencyKey: string): Promise<PaymentTypeChosen>;
  /** POST /remit/transaction/pay. */
  pay(reference: string, options: PayOptions, idempotencyKey: string): Promise<Payment>;
  /** GET /remit/transaction/payment-status: by a payment's `statusHref` or its id. */
  paymentStatus(hrefOrId: string): Promise<PaymentState>;
}
export const TransferGateway = Symbol('TransferGateway') as ServiceIdentifier<TransferGateway>;
