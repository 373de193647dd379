import type { ServiceIdentifier } from 'inversify';
import type { RecipientOption, Transfer, TransferFilter, TransferPage } from '../domain/transfer';

/** Which page, of how many transfers. */
export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
}

/**
 * The customer's transfers as the back office keeps them. Every refusal is an AppError (type,
 * status, field errors by property path), the same in both modes; no session means Unauthorized
 * before any call.
 */
export interface TransferHistoryGateway {
  /** GET /remit/transaction/list: a page of the transfers the filter finds, newest first. */
  list(filter: TransferFilter, page: PageRequest): Promise<TransferPage>;
  /** GET /remit/transaction/list?reference=: one transfer, undefined when the customer has none by that reference. */
  get(reference: string): Promise<Transfer | undefined>;
  /** GET /api/v1/beneficiaries: every recipient of the customer (the recipient filter, send again's beneficiary id), by name. */
  recipients(): Promise<RecipientOption[]>;
}
export const TransferHistoryGateway = Symbol('TransferHistoryGateway') as ServiceIdentifier<TransferHistoryGateway>;
