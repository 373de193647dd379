import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { dataSourceAtDesk, schemaAtDesk, transactionSchemaAtPath } from '@/sandbox/world/beneficiary-schema-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { saveTransactionDetailsAtDesk } from '@/sandbox/world/transfer-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { transactionSchemaAddress } from '@/shared/http/api-address';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { isSameApiPath, type BeneficiarySchema, type DataSourceItem, type SchemaLink } from '@/shared/schema-form/schema-document';
import { beneficiarySchemaFrom, dataSourceFrom, dataSourceSchema, linkParts, schemaDocumentSchema, unfollowableLink } from '@/shared/schema-form/schema-reader';
import { z } from '@/shared/validation/zod';
import type { SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';
import type { PayoutDetailsGateway } from '../application/payout-details-gateway';
import { saveDetailsBody, transactionSchemaQuery, transactionSchemaUrlDocument } from './payout-details-mappers';
import { transactionSchema, transferFrom } from './transfer-mappers';

const savedSchema = z.object({ transaction: transactionSchema });

/** The data sources' path (getDataSource). */
const DATA_SOURCE_PATH = /^\/api\/v1\/data-sources\/([^/]+)$/;

/**
 * A transfer's payout details against the sandbox world's beneficiary-schema desk (the beneficiary
 * schema's transaction_schema_url, the transaction schema read there, its data sources) and transfer desk (the save), with the HTTP adapter's queries,
 * bodies, schemas and mappers: both modes give the same form, values and typed errors.
 */
export class InMemoryPayoutDetailsGateway implements PayoutDetailsGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  async form(transfer: Transfer): Promise<BeneficiarySchema> {
    this.customer();
    const query = transactionSchemaQuery(transfer);
    const beneficiary = transactionSchemaUrlDocument.parse(fromDesk(schemaAtDesk(this.world, query, 'beneficiary'), this.sink));
    const address = transactionSchemaAddress(beneficiary.meta.transaction_schema_url, this.credentials.baseUrl() ?? '', query);
    return beneficiarySchemaFrom(schemaDocumentSchema.parse(fromDesk(transactionSchemaAtPath(this.world, address.path, address.query), this.sink)));
  }

  /** A data-source link to the desk its path names (a GET with the link's own query); a link to anything else is refused before any call. */
  async dataSource(link: SchemaLink): Promise<DataSourceItem[]> {
    this.customer();
    if (!isSameApiPath(link.href)) throw unfollowableLink(link);
    const { path, query } = linkParts(link.href);
    const source = DATA_SOURCE_PATH.exec(path);
    if (link.method !== 'GET' || !source) throw unfollowableLink(link);
    return dataSourceFrom(dataSourceSchema.parse(fromDesk(dataSourceAtDesk(this.world, decodeURIComponent(source[1]!), query), this.sink)));
  }

  async save(reference: string, details: Partial<Record<SavableField, string>>): Promise<Transfer> {
    const customer = this.customer();
    const answer = saveTransactionDetailsAtDesk(this.world, customer, saveDetailsBody(reference, details));
    return transferFrom(savedSchema.parse(fromDesk(answer, this.sink)).transaction);
  }

}
