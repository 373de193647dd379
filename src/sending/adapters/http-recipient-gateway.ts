import { callApi } from '@/shared/http/api-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Recipient } from '../domain/recipient';
import type { RecipientGateway } from '../application/recipient-gateway';
import { beneficiariesQuery, beneficiariesSchema, isRecipientId, recipientsFrom } from './recipient-mappers';

/**
 * Step 3's reading of the customer's recipients over HTTP: GET /api/v1/beneficiaries on the main API
 * of the customer's country (openapi/main-api.yaml listBeneficiaries), with the session's token,
 * filtered by destination country or by id. The back office answers only the signed-in customer's
 * own recipients, so the customer's guid is not sent.
 */
export class HttpRecipientGateway implements RecipientGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  private async read(filter: { readonly countryIso2?: string; readonly id?: string }): Promise<Recipient[]> {
    const client = this.client();
    const data = await callApi(
      () => client.GET('/api/v1/beneficiaries', { params: { header: requestIdHeader(), query: beneficiariesQuery(filter) } }),
      beneficiariesSchema,
      this.sink,
    );
    return recipientsFrom(data);
  }

  list(countryIso2?: string): Promise<Recipient[]> {
    return this.read({ countryIso2 });
  }

  async get(id: string): Promise<Recipient | undefined> {
    if (!this.credentials.baseUrl()) throw noSessionError();
    if (!isRecipientId(id)) return undefined;
    return (await this.read({ id })).find((r) => r.id === id);
  }
}
