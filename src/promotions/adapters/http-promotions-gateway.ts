import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Promotion } from '../domain/promotion';
import type { PromotionsGateway } from '../application/promotions-gateway';
import { promotionsFrom, promotionsSchema } from './promotion-mappers';

/** The customer's promo codes from the main API (openapi/main-api.yaml: listPromotions). */
export class HttpPromotionsGateway implements PromotionsGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  async list(): Promise<Promotion[]> {
    const client = signedInClient(this.credentials, this.fetch);
    const data = await callApi(() => client.GET('/remit/options/promotions', { params: { header: requestIdHeader() } }), promotionsSchema, this.sink);
    return promotionsFrom(data);
  }
}
