import { callApi } from '@/shared/http/api-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { IDEMPOTENCY_KEY_HEADER, requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { WalletBalance } from '../domain/wallet';
import type { WalletStatistics } from '../domain/statistics';
import type { WalletActivity } from '../domain/operations';
import type { TopUpOptions, TopUpOutcome, TopUpRequest } from '../domain/top-up';
import type { WalletGateway } from '../application/ports';
import { balanceFrom, balanceSchema, operationsFrom, operationsQuery, operationsSchema, statisticsFrom, statisticsSchema } from './wallet-mappers';

/** The top-up's readers: loaded with the first top-up call (the balance's screen does without them). */
const topUpMappers = () => import('./top-up-mappers');

/** Wallet calls of the main API (openapi/main-api.yaml). */
export class HttpWalletGateway implements WalletGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async balance(): Promise<WalletBalance> {
    const client = this.client();
    return balanceFrom(await callApi(() => client.POST('/remit/wallet/get-balance', { params: { header: requestIdHeader() }, body: {} }), balanceSchema, this.sink));
  }

  async statistics(): Promise<WalletStatistics> {
    const client = this.client();
    return statisticsFrom(await callApi(() => client.GET('/remit/wallet/statistics', { params: { header: requestIdHeader() } }), statisticsSchema, this.sink));
  }

  async operations(page: number, limit: number): Promise<WalletActivity> {
    const client = this.client();
    const data = await callApi(
      () => client.GET('/remit/wallet/operations', { params: { header: requestIdHeader(), query: operationsQuery(page, limit) } }),
      operationsSchema,
      this.sink,
    );
    return operationsFrom(data);
  }

  async topUpOptions(): Promise<TopUpOptions> {
    const client = this.client();
    const { topUpOptionsFrom, topUpOptionsSchema } = await topUpMappers();
    return topUpOptionsFrom(await callApi(() => client.GET('/remit/wallet/get-topup-options', { params: { header: requestIdHeader() } }), topUpOptionsSchema, this.sink));
  }

  /** With its Idempotency-Key, which also lets the shared fetch retry it after a lost answer. */
  async topUp(request: TopUpRequest, idempotencyKey: string): Promise<TopUpOutcome> {
    const client = this.client();
    const header = { ...requestIdHeader(), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } as { 'X-Request-Id': string; 'Idempotency-Key': string };
    const { topUpBody, topUpFrom, topUpSchema } = await topUpMappers();
    return topUpFrom(await callApi(() => client.POST('/remit/wallet/top-up', { params: { header }, body: topUpBody(request) }), topUpSchema, this.sink));
  }

  async topUpOutcome(topUpId: number): Promise<TopUpOutcome> {
    const client = this.client();
    const { topUpFrom, topUpSchema } = await topUpMappers();
    return topUpFrom(
      await callApi(() => client.GET('/remit/wallet/top-up/{top_up_id}', { params: { header: requestIdHeader(), path: { top_up_id: topUpId } } }), topUpSchema, this.sink),
    );
  }
}
