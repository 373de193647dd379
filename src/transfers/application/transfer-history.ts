import { PAGE_SIZE, RECENT_COUNT } from '../domain/list-query';
import type { RecipientOption, Transfer, TransferFilter, TransferPage } from '../domain/transfer';
import type { TransferHistoryGateway } from './transfer-history-gateway';

/** The transfers area's reading use cases: a page of the list, one transfer, the recipients, the latest few. */
export class TransferHistory {
  constructor(private readonly gateway: TransferHistoryGateway) {}

  page(filter: TransferFilter, page: number): Promise<TransferPage> {
    return this.gateway.list(filter, { page, perPage: PAGE_SIZE });
  }

  transfer(reference: string): Promise<Transfer | undefined> {
    return this.gateway.get(reference);
  }

  recipients(): Promise<RecipientOption[]> {
    return this.gateway.recipients();
  }

  /** The latest transfers for the wallet home. */
  async recent(): Promise<readonly Transfer[]> {
    return (await this.gateway.list({}, { page: 1, perPage: RECENT_COUNT })).transfers;
  }
}
