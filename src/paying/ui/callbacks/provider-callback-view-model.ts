import { payStepPath } from '../../domain/bank-link';
import type { TransferInProgress } from '../../application/ports';

/** Where the transfers list is (a way on when no transfer is in progress). */
export const TRANSFERS_PATH = '/transfers';
/** A new transfer (a way on when no transfer is in progress). */
export const NEW_TRANSFER_PATH = '/send-money';

/**
 * /nets-success and /nets-fail: the card or bank payment provider's return pages (spec 01 section
 * 2). They say how the payment went and show the way on: after a success, the transfer's result
 * on the pay step; after a failure, the pay step to try again. The transfer is the one in
 * progress (send money's draft); without one, the transfers list or a new transfer.
 */
export class ProviderCallbackViewModel {
  readonly reference: string | undefined;

  constructor(
    readonly outcome: 'success' | 'fail',
    transfer: TransferInProgress,
  ) {
    this.reference = transfer.reference();
  }

  /** The way on: the transfer's result, or the pay step again. */
  get next(): string {
    if (this.outcome === 'success') return this.reference ? payStepPath(this.reference, { result: 'successful' }) : TRANSFERS_PATH;
    return this.reference ? payStepPath(this.reference) : NEW_TRANSFER_PATH;
  }
}
