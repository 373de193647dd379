import type { ServiceIdentifier } from 'inversify';
import type { PayoutDetailsForm, SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';

/**
 * A transfer's payout details: the form the back office describes for its destination and payout
 * type, and the save. Refusals are AppErrors with field errors by property path
 * (`transaction.<field>`); a transfer past its payout is refused StateMismatch.
 */
export interface PayoutDetailsGateway {
  /**
   * The transaction schema at the transaction_schema_url of the destination's beneficiary schema
   * (GET /api/v1/schemas/transaction when it names none; an address off the API is refused with
   * ForeignSchemaUrl before any call), and the data sources its fields name: the fields that may change.
   */
  form(transfer: Transfer): Promise<PayoutDetailsForm>;
  /** POST /api/v1/transactions (saveTransactionDetails, link transaction.save): the transfer as saved. */
  save(reference: string, details: Partial<Record<SavableField, string>>): Promise<Transfer>;
}
export const PayoutDetailsGateway = Symbol('PayoutDetailsGateway') as ServiceIdentifier<PayoutDetailsGateway>;
