import type { ServiceIdentifier } from 'inversify';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { WalletBalance } from '../domain/wallet';
import type { WalletStatistics } from '../domain/statistics';
import type { WalletActivity } from '../domain/operations';
import type { TopUpOptions, TopUpOutcome, TopUpRequest } from '../domain/top-up';

/**
 * The back office's wallet (spec 02 section 7: get-balance, statistics, operations,
 * get-topup-options, top-up). Every refusal is an AppError (type, status, field errors by property
 * path), the same in both modes; no session means Unauthorized before any call.
 */
export interface WalletGateway {
  /** POST /remit/wallet/get-balance. */
  balance(): Promise<WalletBalance>;
  /** GET /remit/wallet/statistics: the thirty-day amount, total transactions, the months of the chart. */
  statistics(): Promise<WalletStatistics>;
  /** GET /remit/wallet/operations: a page of the wallet's operations, newest first. */
  operations(page: number, limit: number): Promise<WalletActivity>;
  /** GET /remit/wallet/get-topup-options: the region's ways to top up and suggested amounts. */
  topUpOptions(): Promise<TopUpOptions>;
  /**
   * POST /remit/wallet/top-up with its Idempotency-Key (made once per customer intent, see
   * ToppingUp): the same key with the same request answers the first answer again and tops up
   * nothing more; with another request it is refused 409 IdempotencyKeyReused. A new card (its
   * token) may answer THREE_DS: its outcome is then topUpOutcome's.
   */
  topUp(request: TopUpRequest, idempotencyKey: string): Promise<TopUpOutcome>;
  /**
   * GET /remit/wallet/top-up/{top_up_id}: a new card's top-up after its 3-D Secure, as the back
   * office knows it (THREE_DS while the issuer waits, APPROVED with the balance, or DECLINED).
   */
  topUpOutcome(topUpId: number): Promise<TopUpOutcome>;
}
export const WalletGateway = Symbol('WalletGateway') as ServiceIdentifier<WalletGateway>;

/**
 * The auth-failure sink the wallet-side API's adapters report to (spec 01 section 7 "wallet-side"):
 * its 401/403 emits the logout event (src/shared/kernel/logout-events.ts).
 */
export const WalletSideFailureSink = Symbol('WalletSideFailureSink') as ServiceIdentifier<AuthFailureSink>;
