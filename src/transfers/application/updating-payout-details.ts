import { canUpdatePayoutDetails } from '../domain/status';
import { detailsToSave, type PayoutDetailsForm, type PayoutValues } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';
import type { PayoutDetailsGateway } from './payout-details-gateway';
import type { TransferHistoryGateway } from './transfer-history-gateway';

/** What the update page opens with. */
export type PayoutDetailsStart =
  | { readonly kind: 'not-found' }
  /** Past its payout: nothing may change (the form is not even asked for). */
  | { readonly kind: 'closed'; readonly transfer: Transfer }
  | { readonly kind: 'open'; readonly transfer: Transfer; readonly form: PayoutDetailsForm };

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
    return { kind: 'open', transfer, form: await this.details.form(transfer) };
  }

  save(reference: string, form: PayoutDetailsForm, values: PayoutValues): Promise<Transfer> {
    return this.details.save(reference, detailsToSave(form, values));
  }
}
