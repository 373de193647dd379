import { callApi } from '@/shared/http/api-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { IDEMPOTENCY_KEY_HEADER, requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { CallOptions } from '@/shared/kernel/deadline';
import { paymentIdOf, type Payment, type PaymentState, type PaymentType, type PaymentTypeChosen, type PayOptions, type Transaction, type TransferRequest } from '../domain/transfer';
import type { TransferGateway } from '../application/transfer-gateway';
import {
  createTransactionBody, createdFrom, createdSchema, foundFrom, foundSchema, payBody, paymentFrom, paymentSchema, paymentStateFrom, paymentStatusSchema, paymentTypeBody,
  paymentTypeChosenFrom, paymentTypeSchema,
} from './transfer-mappers';

/** The header parameters of a keyed call: a fresh request id, and the caller's idempotency key. */
const keyed = (idempotencyKey: string) => ({ ...requestIdHeader(), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }) as { 'X-Request-Id': string; 'Idempotency-Key': string };

/**
 * Step 4's calls of the main API (openapi/main-api.yaml): transaction create, set-payment-type and
 * pay with their Idempotency-Key (which also lets the shared fetch retry them after a lost answer:
 * src/shared/http/api-fetch.ts), payment-status, and list by client reference (the transfer made
 * for an intent). The customer action's deadline (CallOptions) travels as the request's signal.
 */
export class HttpTransferGateway implements TransferGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async create(request: TransferRequest, idempotencyKey: string, call: CallOptions = {}): Promise<Transaction> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/transaction/create', { params: { header: keyed(idempotencyKey) }, body: createTransactionBody(request), signal: call.signal }),
      createdSchema,
      this.sink,
    );
    return createdFrom(data);
  }

  async findByClientReference(clientReference: string, call: CallOptions = {}): Promise<Transaction | undefined> {
    const client = this.client();
    const data = await callApi(
      () => client.GET('/remit/transaction/list', { params: { header: requestIdHeader(), query: { client_reference: clientReference } }, signal: call.signal }),
      foundSchema,
      this.sink,
    );
    return foundFrom(data);
  }

  async setPaymentType(reference: string, type: PaymentType, idempotencyKey: string, call: CallOptions = {}): Promise<PaymentTypeChosen> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/transaction/set-payment-type', { params: { header: keyed(idempotencyKey) }, body: paymentTypeBody(reference, type), signal: call.signal }),
      paymentTypeSchema,
      this.sink,
    );
    return paymentTypeChosenFrom(data);
  }

  async pay(reference: string, options: PayOptions, idempotencyKey: string, call: CallOptions = {}): Promise<Payment> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/transaction/pay', { params: { header: keyed(idempotencyKey) }, body: payBody(reference, options), signal: call.signal }),
      paymentSchema,
      this.sink,
    );
    return paymentFrom(data);
  }

  async paymentStatus(hrefOrId: string): Promise<PaymentState> {
    const client = this.client();
    const data = await callApi(
      () => client.GET('/remit/transaction/payment-status', { params: { header: requestIdHeader(), query: { payment_id: paymentIdOf(hrefOrId) } } }),
      paymentStatusSchema,
      this.sink,
    );
    return paymentStateFrom(data);
  }
}
