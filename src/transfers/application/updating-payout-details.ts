import type { DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import type { FormField, FormValues } from '@/shared/schema-form/schema-form';
import { canUpdatePayoutDetails } from '../domain/status';
import { detailsToSave, payoutFieldsOf } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';
import type { PayoutDetailsGateway } from './payout-details-gateway';
import type { TransferHistoryGateway } from './transfer-history-gateway';

/** What the update page opens with. */
export type PayoutDetailsStart =
  | { readonly kind: 'not-found' }
  /** Past its payout: nothing may change (the form is not even asked for). */
  | { readonly kind: 'closed'; readonly transfer: Transfer }
  /** The schema's fields for the transfer's payout type, of those the save takes. */
  | { readonly kind: 'open'; readonly transfer: Transfer; readonly fields: readonly FormField[] };

/** Updating a transfer's payout details before its payout (route /transfers/:transactionReference). */
export class UpdatingPayoutDetails {
  constructor(
    private readonly history: TransferHistoryGateway,
    private readonly details: PayoutDetailsGateway,
  ) {}

  async start(reference: string): Promise<PayoutDetailsStart> {
    const transfer = await this.history.get(reference);
    if (!transfer) return { kind: 'not-found' };
    if (!canUpdatePayoutDetails(transfer.status)) return { kind: 'closed', transfer };
    return { kind: 'open', transfer, fields: payoutFieldsOf(await this.details.form(transfer), transfer) };
  }

  dataSource(link: SchemaLink): Promise<DataSourceItem[]> {
    return this.details.dataSource(link);
  }

  save(reference: string, fields: readonly FormField[], values: FormValues): Promise<Transfer> {
    return this.details.save(reference, detailsToSave(fields, values));
  }
}
