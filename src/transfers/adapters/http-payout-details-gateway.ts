import { addressHref, transactionSchemaAddress } from '@/shared/http/api-address';
import { callApi } from '@/shared/http/api-client';
import { followApiLink } from '@/shared/http/follow-link';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { z } from '@/shared/validation/zod';
import type { PayoutDetailsForm, PayoutOption, SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';
import type { PayoutDetailsGateway } from '../application/payout-details-gateway';
import {
  dataSourceSchema, formFrom, optionsFrom, payoutFieldsFrom, saveDetailsBody, transactionSchemaDocument, transactionSchemaQuery, transactionSchemaUrlDocument, type DataSourceCall,
} from './payout-details-mappers';
import { transactionSchema, transferFrom } from './transfer-mappers';

const savedSchema = z.object({ transaction: transactionSchema });

/**
 * A transfer's payout details through the main API (openapi/main-api.yaml: getBeneficiarySchema
 * for its transaction_schema_url, the transaction schema read there (getTransactionSchema when it
 * names none; an address off the API refused with ForeignSchemaUrl before any call), getDataSource
 * for the schema's data-source links, saveTransactionDetails).
 */
export class HttpPayoutDetailsGateway implements PayoutDetailsGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async form(transfer: Transfer): Promise<PayoutDetailsForm> {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    const client = this.client();
    const query = transactionSchemaQuery(transfer);
    const beneficiary = await callApi(() => client.GET('/api/v1/schemas/beneficiary', { params: { query, header: requestIdHeader() } }), transactionSchemaUrlDocument, this.sink);
    const address = transactionSchemaAddress(beneficiary.meta.transaction_schema_url, baseUrl, query);
    const session = { baseUrl, credentials: this.credentials, fetch: this.fetch, sink: this.sink };
    const data = await followApiLink(session, { href: addressHref(address), method: 'GET' }, transactionSchemaDocument, {});
    return formFrom(payoutFieldsFrom(data, transfer), (call) => this.options(call));
  }

  async save(reference: string, details: Partial<Record<SavableField, string>>): Promise<Transfer> {
    const client = this.client();
    const body = saveDetailsBody(reference, details);
    const data = await callApi(() => client.POST('/api/v1/transactions', { params: { header: requestIdHeader() }, body }), savedSchema, this.sink);
    return transferFrom(data.transaction);
  }

  private async options({ source, query }: DataSourceCall): Promise<PayoutOption[]> {
    const client = this.client();
    const params = { path: { source }, query: query as { 'and.destination_country_iso2.eq': string }, header: requestIdHeader() };
    return optionsFrom(await callApi(() => client.GET('/api/v1/data-sources/{source}', { params }), dataSourceSchema, this.sink));
  }
}
