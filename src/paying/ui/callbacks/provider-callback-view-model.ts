import { payStepPath } from '../../domain/bank-link';
import { TransferInProgress } from '../../application/ports';
import type { Resolver } from '@/shared/di/container-context';

/** Where the transfers list is (the way on when no transfer is in progress). */
export const TRANSFERS_PATH = '/transfers';

/**
 * /nets-success and /nets-fail: the card or bank payment provider's return pages (spec 01 section
 * 2). Their address is anyone's to type, so it never says how a payment went: with a transfer in
 * progress, the pay step reads its payment's status from the back office (`check=payment`) and
 * shows what it says; without one, the page says it cannot tell, and leads to the transfers.
 */
export class ProviderCallbackViewModel {
  readonly reference: string | undefined;

  constructor(transfer: TransferInProgress) {
    this.reference = transfer.reference();
  }

  /** The pay step that asks the back office, when a transfer is in progress. */
  get checkPath(): string | undefined {
    return this.reference ? payStepPath(this.reference, { check: 'payment' }) : undefined;
  }
}

/** A new ProviderCallbackViewModel over the transfer in progress: one per visit. */
export const makeProviderCallbackViewModel = (c: Resolver) => new ProviderCallbackViewModel(c.get(TransferInProgress));
