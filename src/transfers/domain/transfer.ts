import type { PayoutType } from '@/shared/kernel/payout-type';
import type { TransactionFacts } from '@/shared/kernel/transaction-facts';
import type { TransactionStatus } from '@/shared/kernel/transaction-status';
import type { StatusGroup } from './status';

/** The payout types (spec 02 section 1): the shared kernel's one list. */
export { PAYOUT_TYPES, type PayoutType } from '@/shared/kernel/payout-type';

/** A change of a transfer's status, as the back office recorded it. */
export interface TransferEvent {
  readonly status: TransactionStatus;
  /** Epoch milliseconds. */
  readonly at: number;
}

/**
 * A transfer the customer made (openapi/main-api.yaml Transaction, spec 02 section 3): its
 * reference, the payout reference once available, its status and the changes that led there, the
 * recipient, the destination and payout details, and the amounts (integer minor units).
 */
export interface Transfer extends Omit<TransactionFacts, 'purposeOfTransaction'> {
  readonly payoutType: PayoutType;
  /** The back office pays this card payout out fast (the transaction's fast_payout). */
  readonly fastPayout: boolean;
  readonly mobileNetworkName: string | undefined;
  readonly collectionPointCode: string | undefined;
  readonly remarks: string | undefined;
  /** As the back office names it, e.g. "Family Support". */
  readonly purpose: string;
  readonly paymentType: string | undefined;
  /** Oldest first. */
  readonly events: readonly TransferEvent[];
  /** Why it was cancelled or rejected. */
  readonly reason: string | undefined;
}

/** What the list is filtered by: a front-end status group, a recipient (their guid). */
export interface TransferFilter {
  readonly group?: StatusGroup;
  readonly recipientGuid?: string;
}

/** One page of the customer's transfers, newest first, and how many the filter finds in all. */
export interface TransferPage {
  readonly transfers: readonly Transfer[];
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
}

/** A recipient the list can be filtered by (and send again opens step 3 with). */
export interface RecipientOption {
  readonly guid: string;
  /** The beneficiary id send money's link names (Beneficiary.id). */
  readonly id: string;
  readonly name: string;
  readonly countryIso2: string;
}
