import { addressHref, transactionSchemaAddress } from '@/shared/http/api-address';
import { callApi } from '@/shared/http/api-client';
import { followApiLink } from '@/shared/http/follow-link';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { isSameApiPath, type BeneficiarySchema, type DataSourceItem, type SchemaLink } from '@/shared/schema-form/schema-document';
import { beneficiarySchemaFrom, dataSourceFrom, dataSourceSchema, schemaDocumentSchema, unfollowableLink } from '@/shared/schema-form/schema-reader';
import { z } from '@/shared/validation/zod';
import type { SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';
import type { PayoutDetailsGateway } from '../application/payout-details-gateway';
import { saveDetailsBody, transactionSchemaQuery, transactionSchemaUrlDocument } from './payout-details-mappers';
import { transactionSchema, transferFrom } from './transfer-mappers';

const savedSchema = z.object({ transaction: transactionSchema });

/**
 * A transfer's payout details through the main API (openapi/main-api.yaml: getBeneficiarySchema
 * for its transaction_schema_url, the transaction schema read there (getTransactionSchema when it
 * names none; an address off the API refused with ForeignSchemaUrl before any call), getDataSource
 * at the schema's data-source links, saveTransactionDetails).
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

  async form(transfer: Transfer): Promise<BeneficiarySchema> {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    const client = this.client();
    const query = transactionSchemaQuery(transfer);
    const beneficiary = await callApi(() => client.GET('/api/v1/schemas/beneficiary', { params: { query, header: requestIdHeader() } }), transactionSchemaUrlDocument, this.sink);
    const address = transactionSchemaAddress(beneficiary.meta.transaction_schema_url, baseUrl, query);
    const session = { baseUrl, credentials: this.credentials, fetch: this.fetch, sink: this.sink };
    return beneficiarySchemaFrom(await followApiLink(session, { href: addressHref(address), method: 'GET' }, schemaDocumentSchema, {}));
  }

  async dataSource(link: SchemaLink): Promise<DataSourceItem[]> {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    if (!isSameApiPath(link.href)) throw unfollowableLink(link);
    const session = { baseUrl, credentials: this.credentials, fetch: this.fetch, sink: this.sink };
    return dataSourceFrom(await followApiLink(session, link, dataSourceSchema, {}));
  }

  async save(reference: string, details: Partial<Record<SavableField, string>>): Promise<Transfer> {
    const client = this.client();
    const body = saveDetailsBody(reference, details);
    const data = await callApi(() => client.POST('/api/v1/transactions', { params: { header: requestIdHeader() }, body }), savedSchema, this.sink);
    return transferFrom(data.transaction);
  }

}
