import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { trustlyLookupAtDesk, walletBalanceAtDesk } from '@/sandbox/world/bank-link-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { paymentStatusAtDesk } from '@/sandbox/world/transfer-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Money } from '@/shared/kernel/money';
import type { BankAccountHolder, PaymentMethodsGateway, PaymentOfTransfer } from '../application/payment-methods-gateway';
import {
  accountHolderFrom, paymentOfTransferFrom, paymentStatusSchema, trustlyLookupBody, trustlyLookupSchema, walletBalanceFrom, walletBalanceSchema,
} from './payment-methods-mappers';

/**
 * The payment methods' calls against the sandbox world's desks (the ones the sandbox's routes
 * ask), with the HTTP adapter's bodies, schemas and mappers: both modes give the same values and
 * typed errors.
 */
export class InMemoryPaymentMethodsGateway implements PaymentMethodsGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  async walletBalance(): Promise<Money> {
    const customer = this.customer();
    return walletBalanceFrom(walletBalanceSchema.parse(walletBalanceAtDesk(this.world, customer)));
  }

  async trustlyLookup(paymentId: string): Promise<BankAccountHolder> {
    const customer = this.customer();
    return accountHolderFrom(trustlyLookupSchema.parse(fromDesk(trustlyLookupAtDesk(this.world, customer, trustlyLookupBody(paymentId)), this.sink)));
  }

  async paymentStatus(paymentId: string): Promise<PaymentOfTransfer> {
    const customer = this.customer();
    return paymentOfTransferFrom(paymentStatusSchema.parse(fromDesk(paymentStatusAtDesk(this.world, customer, paymentId), this.sink)));
  }
}
