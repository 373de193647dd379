import { z } from '@/shared/validation/zod';
import { callApi } from '@/shared/http/api-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { BankIdMigrationGateway } from '../application/bank-id-migration-gateway';

/** The migration's answer: only the address (checked against the vendor origins by the use case). */
const migrationSchema = z.object({ data: z.object({ url: z.string().check(z.minLength(1)) }) });

/** api/bank-id/migrate of the main API (openapi/main-api.yaml migrateToBankId). */
export class HttpBankIdMigrationGateway implements BankIdMigrationGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  async migrate(personalIdentityNumber: string): Promise<{ readonly url: string }> {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    const client = mainApiClient(baseUrl, this.fetch, () => this.credentials.token());
    const data = await callApi(
      () => client.POST('/api/bank-id/migrate', { params: { header: requestIdHeader() }, body: { personalIdentityNumber } }),
      migrationSchema,
      this.sink,
    );
    return { url: data.data.url };
  }
}
