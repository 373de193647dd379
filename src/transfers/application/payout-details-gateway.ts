import type { ServiceIdentifier } from 'inversify';
import type { BeneficiarySchema, DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import type { SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';

/**
 * A transfer's payout details: the schema the back office describes for its destination and payout
 * type, the options of its data sources, and the save. Refusals are AppErrors with field errors by
 * property path (`transaction[<field>]`); a transfer past its payout is refused StateMismatch.
 */
export interface PayoutDetailsGateway {
  /**
   * The transaction schema at the transaction_schema_url of the destination's beneficiary schema
   * (GET /api/v1/schemas/transaction when it names none; an address off the API is refused with
   * ForeignSchemaUrl before any call), read by the shared schema reader.
   */
  form(transfer: Transfer): Promise<BeneficiarySchema>;
  /** A data source's options (getDataSource at a schema's data-source link; a link off this API is refused before any call). */
  dataSource(link: SchemaLink): Promise<DataSourceItem[]>;
  /** POST /api/v1/transactions (saveTransactionDetails, link transaction.save): the transfer as saved. */
  save(reference: string, details: Partial<Record<SavableField, string>>): Promise<Transfer>;
}
export const PayoutDetailsGateway = Symbol('PayoutDetailsGateway') as ServiceIdentifier<PayoutDetailsGateway>;
