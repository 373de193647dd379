import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk, type DeskAnswer } from '@/sandbox/world/auth-desk';
import { listBeneficiariesAtDesk } from '@/sandbox/world/beneficiary-desk';
import { TRANSACTION_SCHEMA_PATHS, dataSourceAtDesk, saveBeneficiaryAtDesk, schemaAtDesk, searchAccountAtDesk, tokenizeCardAtDesk, transactionSchemaAtPath } from '@/sandbox/world/beneficiary-schema-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SandboxWorld } from '@/sandbox/world/world';
import { transactionSchemaAddress } from '@/shared/http/api-address';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { z } from '@/shared/validation/zod';
import type { PayoutType } from '../domain/quote-part';
import type { CardToken, PayoutCard } from '../domain/schema/payout-card';
import { isSameApiPath, type AccountLookup, type AccountSearch, type BeneficiarySchema, type DataSourceItem, type SchemaLink } from '@/shared/schema-form/schema-document';
import { type BeneficiaryInput, type SavedBeneficiary } from '../domain/schema/beneficiary';
import type { BeneficiarySchemaGateway } from '../application/beneficiary-schema-gateway';
import { accountLookupFrom, accountLookupSchema, beneficiaryListSchema, cardTokenFrom, cardTokenSchema, getLinkOf, saveBody, savedBeneficiaryFrom, savedBeneficiarySchema, schemaQuery, searchParams, tokenizeBody } from './schema-mappers';
import { beneficiarySchemaFrom, dataSourceFrom, dataSourceSchema, linkParts, schemaDocumentSchema, unfollowableLink } from '@/shared/schema-form/schema-reader';

const DATA_SOURCE_PATH = /^\/api\/v1\/data-sources\/([^/]+)$/;

/**
 * Step 3's new-recipient calls against the sandbox world's beneficiary-schema desk (the one the
 * sandbox's routes ask), with the HTTP adapter's queries, bodies, schemas and mappers: a schema's
 * link is followed to the desk its path and method name, as the sandbox's routes would, so both
 * modes give the same values and typed errors.
 */
export class InMemoryBeneficiarySchemaGateway implements BeneficiarySchemaGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  /** The session's main-API address; no session, no call. */
  private baseUrl(): string {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    return baseUrl;
  }

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    this.baseUrl();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  async schema(countryIso2: string, payoutType: PayoutType, currency: string): Promise<BeneficiarySchema> {
    this.customer();
    const answer = schemaAtDesk(this.world, schemaQuery(countryIso2, payoutType, currency), 'beneficiary');
    return beneficiarySchemaFrom(schemaDocumentSchema.parse(fromDesk(answer, this.sink)));
  }

  async transactionSchema(countryIso2: string, payoutType: PayoutType, currency: string, url: string | undefined): Promise<BeneficiarySchema> {
    const address = transactionSchemaAddress(url, this.baseUrl(), schemaQuery(countryIso2, payoutType, currency));
    return beneficiarySchemaFrom(this.follow(getLinkOf(address), schemaDocumentSchema, {}));
  }

  async recipients(countryIso2: string): Promise<SavedBeneficiary[]> {
    const customer = this.customer();
    const answer = listBeneficiariesAtDesk(this.world, customer, { 'and.country_iso2.eq': countryIso2 });
    return beneficiaryListSchema.parse(fromDesk(answer, this.sink)).data.map(savedBeneficiaryFrom);
  }

  async dataSource(link: SchemaLink): Promise<DataSourceItem[]> {
    return dataSourceFrom(this.follow(link, dataSourceSchema, {}));
  }

  async search(link: SchemaLink, query: AccountSearch): Promise<AccountLookup> {
    return accountLookupFrom(this.follow(link, accountLookupSchema, searchParams(query)));
  }

  async save(link: SchemaLink, input: BeneficiaryInput): Promise<SavedBeneficiary> {
    return savedBeneficiaryFrom(this.follow(link, savedBeneficiarySchema, saveBody(input)).beneficiary);
  }

  async tokenizeCard(link: SchemaLink, card: PayoutCard): Promise<CardToken> {
    return cardTokenFrom(this.follow(link, cardTokenSchema, tokenizeBody(card)));
  }

  /** A link to the desk its path names: a GET with its query (the link's own, then the call's), a POST with the body. */
  private follow<S extends z.ZodMiniType>(link: SchemaLink, schema: S, params: Record<string, unknown>): z.infer<S> {
    const customer = this.customer();
    if (!isSameApiPath(link.href)) throw unfollowableLink(link);
    const { path, query: own } = linkParts(link.href);
    const query: Record<string, string> = { ...own };
    if (link.method === 'GET') for (const [name, value] of Object.entries(params)) query[name] = String(value);
    const body = link.method === 'POST' ? params : {};
    return schema.parse(fromDesk(this.route(customer, link.method, path, query, body), this.sink)) as z.infer<S>;
  }

  private route(customer: SandboxCustomer, method: 'GET' | 'POST', path: string, query: Record<string, string>, body: Record<string, unknown>): DeskAnswer<unknown> {
    const source = DATA_SOURCE_PATH.exec(path);
    if (method === 'GET' && source) return dataSourceAtDesk(this.world, decodeURIComponent(source[1]!), query);
    if (method === 'GET' && TRANSACTION_SCHEMA_PATHS.includes(path)) return transactionSchemaAtPath(this.world, path, query);
    if (method === 'GET' && path === '/api/v1/beneficiaries/search') return searchAccountAtDesk(this.world, query);
    if (method === 'POST' && path === '/api/v1/beneficiaries') return saveBeneficiaryAtDesk(this.world, customer, body);
    if (method === 'POST' && path === '/api/v1/cards/tokenize') return tokenizeCardAtDesk(this.world, customer, body);
    return { ok: false, errors: [{ status: 404, type: 'InvalidValue', message: `No such call: ${method} ${path}` }] };
  }
}
