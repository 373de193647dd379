import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { idempotentAtDesk } from '@/sandbox/world/idempotency-desk';
import { createTransactionAtDesk, listTransactionsAtDesk, payAtDesk, paymentStatusAtDesk, setPaymentTypeAtDesk } from '@/sandbox/world/transfer-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import { AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { isDeadlineExceeded, type CallOptions } from '@/shared/kernel/deadline';
import { paymentIdOf, type Payment, type PaymentState, type PaymentType, type PaymentTypeChosen, type PayOptions, type Transaction, type TransferRequest } from '../domain/transfer';
import type { TransferGateway } from '../application/transfer-gateway';
import {
  createTransactionBody, createdFrom, createdSchema, foundFrom, foundSchema, payBody, paymentFrom, paymentSchema, paymentStateFrom, paymentStatusSchema, paymentTypeBody,
  paymentTypeChosenFrom, paymentTypeSchema,
} from './transfer-mappers';

/** Where the in-memory back office's vendor pages (3-D Secure, bank link) are said to live. */
export const MEMORY_PAYMENT_VENDOR_ORIGIN = 'http://vendor.memory';

/**
 * Step 4's calls against the sandbox world's transfer desk behind its idempotency desk (the ones
 * the sandbox's routes ask), with the HTTP adapter's bodies, schemas and mappers: both modes give
 * the same values, replays and typed errors.
 */
export class InMemoryTransferGateway implements TransferGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
    private readonly vendorOrigin: string = MEMORY_PAYMENT_VENDOR_ORIGIN,
  ) {}

  /**
   * The signed-in customer and project, as the HTTP adapter's call would be resolved; no session, no
   * call. The desk answers at once: a deadline already passed (or a cancellation) is refused as the
   * fetch layer refuses it.
   */
  private session(call: CallOptions = {}): { customer: SandboxCustomer; project: string } {
    if (!this.credentials.baseUrl()) throw noSessionError();
    const signal = call.signal;
    if (signal?.aborted) throw isDeadlineExceeded(signal.reason) ? new AppError('Timeout', 'The request timed out') : new AppError('Network', 'The request was cancelled');
    const project = this.credentials.project() ?? '';
    return { customer: fromDesk(customerAtDesk(this.world, project, this.credentials.token()), this.sink), project };
  }

  async create(request: TransferRequest, idempotencyKey: string, call?: CallOptions): Promise<Transaction> {
    const { customer } = this.session(call);
    const body = createTransactionBody(request);
    const answer = idempotentAtDesk(this.world, customer, 'createTransaction', idempotencyKey, body, () => createTransactionAtDesk(this.world, customer, body));
    return createdFrom(createdSchema.parse(fromDesk(answer, this.sink)));
  }

  async findByClientReference(clientReference: string, call?: CallOptions): Promise<Transaction | undefined> {
    const { customer } = this.session(call);
    return foundFrom(foundSchema.parse(fromDesk(listTransactionsAtDesk(this.world, customer, { client_reference: clientReference }), this.sink)));
  }

  async setPaymentType(reference: string, type: PaymentType, idempotencyKey: string, call?: CallOptions): Promise<PaymentTypeChosen> {
    const { customer } = this.session(call);
    const body = paymentTypeBody(reference, type);
    const answer = idempotentAtDesk(this.world, customer, 'setTransactionPaymentType', idempotencyKey, body, () => setPaymentTypeAtDesk(this.world, customer, body));
    return paymentTypeChosenFrom(paymentTypeSchema.parse(fromDesk(answer, this.sink)));
  }

  async pay(reference: string, options: PayOptions, idempotencyKey: string, call?: CallOptions): Promise<Payment> {
    const { customer } = this.session(call);
    const body = payBody(reference, options);
    const answer = idempotentAtDesk(this.world, customer, 'payTransaction', idempotencyKey, body, () => payAtDesk(this.world, customer, body, this.vendorOrigin));
    return paymentFrom(paymentSchema.parse(fromDesk(answer, this.sink)));
  }

  async paymentStatus(hrefOrId: string): Promise<PaymentState> {
    const { customer } = this.session();
    return paymentStateFrom(paymentStatusSchema.parse(fromDesk(paymentStatusAtDesk(this.world, customer, paymentIdOf(hrefOrId)), this.sink)));
  }
}
