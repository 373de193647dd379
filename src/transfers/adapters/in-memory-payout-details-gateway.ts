import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { dataSourceAtDesk, schemaAtDesk, transactionSchemaAtPath } from '@/sandbox/world/beneficiary-schema-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { saveTransactionDetailsAtDesk } from '@/sandbox/world/transfer-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { transactionSchemaAddress } from '@/shared/http/api-address';
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

  async form(transfer: Transfer): Promise<PayoutDetailsForm> {
    this.customer();
    const query = transactionSchemaQuery(transfer);
    const beneficiary = transactionSchemaUrlDocument.parse(fromDesk(schemaAtDesk(this.world, query, 'beneficiary'), this.sink));
    const address = transactionSchemaAddress(beneficiary.meta.transaction_schema_url, this.credentials.baseUrl() ?? '', query);
    const data = transactionSchemaDocument.parse(fromDesk(transactionSchemaAtPath(this.world, address.path, address.query), this.sink));
    return formFrom(payoutFieldsFrom(data, transfer), async (call) => this.options(call));
  }

  async save(reference: string, details: Partial<Record<SavableField, string>>): Promise<Transfer> {
    const customer = this.customer();
    const answer = saveTransactionDetailsAtDesk(this.world, customer, saveDetailsBody(reference, details));
    return transferFrom(savedSchema.parse(fromDesk(answer, this.sink)).transaction);
  }

  private options({ source, query }: DataSourceCall): PayoutOption[] {
    this.customer();
    return optionsFrom(dataSourceSchema.parse(fromDesk(dataSourceAtDesk(this.world, source, query), this.sink)));
  }
}
