import { z } from '@/shared/validation/zod';
import { callApi } from '@/shared/http/api-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { money } from '@/shared/kernel/money';
import type { WalletBalance } from '../domain/wallet';
import type { WalletGateway } from '../application/ports';

const balanceSchema = z.object({
  balance: z.object({ amount_minor: z.int(), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) }),
});

/** Wallet calls of the main API (openapi/main-api.yaml). */
export class HttpWalletGateway implements WalletGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    return mainApiClient(baseUrl, this.fetch, () => this.credentials.token());
  }

  async balance(): Promise<WalletBalance> {
    const data = await callApi(() => this.client().POST('/remit/wallet/get-balance', { params: { header: requestIdHeader() }, body: {} }), balanceSchema, this.sink);
    return { balance: money(data.balance.amount_minor, data.balance.currency) };
  }
}
