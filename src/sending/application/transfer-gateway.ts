import type { ServiceIdentifier } from 'inversify';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Payment, PaymentState, PaymentType, PaymentTypeChosen, PayOptions, Transaction, TransferRequest } from '../domain/transfer';

/**
 * Step 4's calls to the back office: the transfer and its payment. Create, set-payment-type and pay
 * carry an idempotency key (the HTTP adapter sends it as the Idempotency-Key header): the same key
 * with the same request answers the first answer again and changes nothing; the same key with
 * another request is refused IdempotencyKeyReused (409). Every refusal is an AppError (type,
 * status, field errors by property path), the same in both modes; no session means Unauthorized
 * before any call. A request's `clientReference` names the customer's intent: one transfer per
 * customer has it (another create with it is refused 409 ClientReferenceUsed, whatever its key),
 * and `findByClientReference` finds that transfer. Every call takes the customer action's deadline
 * (CallOptions' signal): aborted by it, the call ends with Timeout.
 */
export interface TransferGateway {
  /** POST /remit/transaction/create: a transfer (waiting for payment) from a saved quote and a recipient. */
  create(request: TransferRequest, idempotencyKey: string, call?: CallOptions): Promise<Transaction>;
  /** GET /remit/transaction/list?client_reference=: the customer's transfer created with the client reference, if any. */
  findByClientReference(clientReference: string, call?: CallOptions): Promise<Transaction | undefined>;
  /** POST /remit/transaction/set-payment-type: how the transfer is paid; a bank transfer gets its instructions. */
  setPaymentType(reference: string, type: PaymentType, idempotencyKey: string, call?: CallOptions): Promise<PaymentTypeChosen>;
  /** POST /remit/transaction/pay. */
  pay(reference: string, options: PayOptions, idempotencyKey: string, call?: CallOptions): Promise<Payment>;
  /** GET /remit/transaction/payment-status: by a payment's `statusHref` or its id. */
  paymentStatus(hrefOrId: string): Promise<PaymentState>;
}
export const TransferGateway = Symbol('TransferGateway') as ServiceIdentifier<TransferGateway>;
