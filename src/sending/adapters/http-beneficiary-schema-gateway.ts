import { callApi } from '@/shared/http/api-client';
import { transactionSchemaAddress } from '@/shared/http/api-address';
import { followApiLink } from '@/shared/http/follow-link';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { z } from '@/shared/validation/zod';
import type { PayoutType } from '../domain/quote-part';
import type { CardToken, PayoutCard } from '../domain/schema/payout-card';
import { isSameApiPath, type AccountLookup, type AccountSearch, type BeneficiarySchema, type DataSourceItem, type SchemaLink } from '@/shared/schema-form/schema-document';
import { type BeneficiaryInput, type SavedBeneficiary } from '../domain/schema/beneficiary';
import type { BeneficiarySchemaGateway } from '../application/beneficiary-schema-gateway';
import { accountLookupFrom, accountLookupSchema, beneficiaryListSchema, cardTokenFrom, cardTokenSchema, getLinkOf, saveBody, savedBeneficiaryFrom, savedBeneficiarySchema, schemaQuery, searchParams, tokenizeBody } from './schema-mappers';
import { beneficiarySchemaFrom, dataSourceFrom, dataSourceSchema, schemaDocumentSchema, unfollowableLink } from '@/shared/schema-form/schema-reader';

/**
 * Step 3's new-recipient calls of the main API (openapi/main-api.yaml): the beneficiary schema and
 * the recipient list through the typed client; the schema's links (data sources, search, tokenize
 * card, save) followed by their href on the same base address and by their method, with the
 * session's token and a request id like every call.
 */
export class HttpBeneficiarySchemaGateway implements BeneficiarySchemaGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private baseUrl(): string {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    return baseUrl;
  }

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async schema(countryIso2: string, payoutType: PayoutType, currency: string): Promise<BeneficiarySchema> {
    const client = this.client();
    const query = schemaQuery(countryIso2, payoutType, currency);
    const data = await callApi(() => client.GET('/api/v1/schemas/beneficiary', { params: { query, header: requestIdHeader() } }), schemaDocumentSchema, this.sink);
    return beneficiarySchemaFrom(data);
  }

  async transactionSchema(countryIso2: string, payoutType: PayoutType, currency: string, url: string | undefined): Promise<BeneficiarySchema> {
    const address = transactionSchemaAddress(url, this.baseUrl(), schemaQuery(countryIso2, payoutType, currency));
    return beneficiarySchemaFrom(await this.follow(getLinkOf(address), schemaDocumentSchema, {}));
  }

  async recipients(countryIso2: string): Promise<SavedBeneficiary[]> {
    const client = this.client();
    const query = { 'and.country_iso2.eq': countryIso2 };
    const data = await callApi(() => client.GET('/api/v1/beneficiaries', { params: { query, header: requestIdHeader() } }), beneficiaryListSchema, this.sink);
    return data.data.map(savedBeneficiaryFrom);
  }

  async dataSource(link: SchemaLink): Promise<DataSourceItem[]> {
    return dataSourceFrom(await this.follow(link, dataSourceSchema, {}));
  }

  async search(link: SchemaLink, query: AccountSearch): Promise<AccountLookup> {
    return accountLookupFrom(await this.follow(link, accountLookupSchema, searchParams(query)));
  }

  async save(link: SchemaLink, input: BeneficiaryInput): Promise<SavedBeneficiary> {
    return savedBeneficiaryFrom((await this.follow(link, savedBeneficiarySchema, saveBody(input))).beneficiary);
  }

  async tokenizeCard(link: SchemaLink, card: PayoutCard): Promise<CardToken> {
    return cardTokenFrom(await this.follow(link, cardTokenSchema, tokenizeBody(card)));
  }

  /** A server-given link, on the client's base address, refused before any call when it is not a path of this API. */
  private follow<S extends z.ZodMiniType>(link: SchemaLink, schema: S, params: Record<string, unknown>): Promise<z.infer<S>> {
    const baseUrl = this.baseUrl();
    if (!isSameApiPath(link.href)) return Promise.reject(unfollowableLink(link));
    return followApiLink({ baseUrl, credentials: this.credentials, fetch: this.fetch, sink: this.sink }, link, schema, params);
  }
}
