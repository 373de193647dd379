import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { RecipientOption, Transfer, TransferFilter, TransferPage } from '../domain/transfer';
import type { PageRequest, TransferHistoryGateway } from '../application/transfer-history-gateway';
import { beneficiaryListSchema, listQuery, recipientOptionsFrom, referenceQuery, transactionListSchema, transferPageFrom } from './transfer-mappers';

/** The customer's transfers and recipients through the main API (openapi/main-api.yaml: listTransactions, listBeneficiaries). */
export class HttpTransferHistoryGateway implements TransferHistoryGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async list(filter: TransferFilter, page: PageRequest): Promise<TransferPage> {
    return transferPageFrom(await this.call(listQuery(filter, page)));
  }

  async get(reference: string): Promise<Transfer | undefined> {
    return transferPageFrom(await this.call(referenceQuery(reference))).transfers[0];
  }

  async recipients(): Promise<RecipientOption[]> {
    const client = this.client();
    const data = await callApi(() => client.GET('/api/v1/beneficiaries', { params: { header: requestIdHeader() } }), beneficiaryListSchema, this.sink);
    return recipientOptionsFrom(data);
  }

  private call(query: ReturnType<typeof listQuery> | ReturnType<typeof referenceQuery>) {
    const client = this.client();
    return callApi(() => client.GET('/remit/transaction/list', { params: { query, header: requestIdHeader() } }), transactionListSchema, this.sink);
  }
}
