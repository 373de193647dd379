import type { Money } from './money';
import type { DisplayStatus, TransactionStatus } from './transaction-status';

/**
 * A transfer as the back office holds it (openapi/main-api.yaml Transaction): the facts every
 * context reads alike (send money's step 4 and the transfers list and details); each context's own
 * type extends it with what only it reads.
 */
export interface TransactionFacts {
  readonly reference: string;
  /** The payout partner's reference: shown once available. */
  readonly payoutReference: string | undefined;
  readonly status: TransactionStatus;
  readonly displayStatus: DisplayStatus;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly beneficiaryGuid: string;
  readonly beneficiaryName: string;
  readonly destinationCountry: string;
  readonly mobileNetworkCode: string | undefined;
  readonly purposeOfTransaction: string;
  readonly send: Money;
  readonly receive: Money;
  readonly fee: Money;
  readonly discount: Money;
  readonly total: Money;
  readonly rate: string;
  readonly promotionCode: string | undefined;
}
