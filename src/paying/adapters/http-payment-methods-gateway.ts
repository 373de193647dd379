import { callApi } from '@/shared/http/api-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Money } from '@/shared/kernel/money';
import type { BankAccountHolder, PaymentMethodsGateway, PaymentOfTransfer } from '../application/payment-methods-gateway';
import {
  accountHolderFrom, paymentOfTransferFrom, paymentStatusSchema, trustlyLookupBody, trustlyLookupSchema, walletBalanceFrom, walletBalanceSchema,
} from './payment-methods-mappers';

/** The payment methods' calls of the main API (openapi/main-api.yaml): wallet balance, trustly-lookup, payment-status. */
export class HttpPaymentMethodsGateway implements PaymentMethodsGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async walletBalance(): Promise<Money> {
    const client = this.client();
    const data = await callApi(() => client.POST('/remit/wallet/get-balance', { params: { header: requestIdHeader() }, body: {} }), walletBalanceSchema, this.sink);
    return walletBalanceFrom(data);
  }

  async trustlyLookup(paymentId: string): Promise<BankAccountHolder> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/remitter/trustly-lookup', { params: { header: requestIdHeader() }, body: trustlyLookupBody(paymentId) }),
      trustlyLookupSchema,
      this.sink,
    );
    return accountHolderFrom(data);
  }

  async paymentStatus(paymentId: string): Promise<PaymentOfTransfer> {
    const client = this.client();
    const data = await callApi(
      () => client.GET('/remit/transaction/payment-status', { params: { header: requestIdHeader(), query: { payment_id: paymentId } } }),
      paymentStatusSchema,
      this.sink,
    );
    return paymentOfTransferFrom(data);
  }
}
