import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { walletBalanceAtDesk } from '@/sandbox/world/bank-link-desk';
import { idempotentAtDesk } from '@/sandbox/world/idempotency-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { topUpAtDesk, topUpOptionsAtDesk, topUpOutcomeAtDesk, walletOperationsAtDesk, walletStatisticsAtDesk } from '@/sandbox/world/wallet-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { WalletBalance } from '../domain/wallet';
import type { WalletStatistics } from '../domain/statistics';
import type { WalletActivity } from '../domain/operations';
import type { TopUpOptions, TopUpOutcome, TopUpRequest } from '../domain/top-up';
import type { WalletGateway } from '../application/ports';
import { balanceFrom, balanceSchema, operationsFrom, operationsQuery, operationsSchema, statisticsFrom, statisticsSchema } from './wallet-mappers';
import { topUpBody, topUpFrom, topUpOptionsFrom, topUpOptionsSchema, topUpSchema } from './top-up-mappers';

/** The vendor origin of a gateway made without one (the memory mode binds its configured one). */
const MEMORY_VENDOR_ORIGIN = 'http://vendor.memory';

/**
 * The wallet's calls against the sandbox world's wallet desk (the one the sandbox's routes ask),
 * with the HTTP adapter's bodies, schemas and mappers: both modes give the same values and typed errors.
 */
export class InMemoryWalletGateway implements WalletGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
    /** The card vendor's origin, where a new card's 3-D Secure page is (the memory mode's configured one). */
    private readonly vendorOrigin: string = MEMORY_VENDOR_ORIGIN,
  ) {}

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  async balance(): Promise<WalletBalance> {
    return balanceFrom(balanceSchema.parse(walletBalanceAtDesk(this.world, this.customer())));
  }

  async statistics(): Promise<WalletStatistics> {
    return statisticsFrom(statisticsSchema.parse(walletStatisticsAtDesk(this.world, this.customer())));
  }

  async operations(page: number, limit: number): Promise<WalletActivity> {
    // Query values reach the back office as text, as over HTTP.
    const query = operationsQuery(page, limit);
    const answer = walletOperationsAtDesk(this.world, this.customer(), { page: String(query.page), limit: String(query.limit) });
    return operationsFrom(operationsSchema.parse(fromDesk(answer, this.sink)));
  }

  async topUpOptions(): Promise<TopUpOptions> {
    return topUpOptionsFrom(topUpOptionsSchema.parse(topUpOptionsAtDesk(this.world, this.customer())));
  }

  async topUp(request: TopUpRequest, idempotencyKey: string): Promise<TopUpOutcome> {
    // The body as the HTTP adapter sends it (JSON), so the desk reads what the server would; behind
    // the idempotency desk, as the server's route is (one top-up per key).
    const body = JSON.parse(JSON.stringify(topUpBody(request))) as Record<string, unknown>;
    const customer = this.customer();
    const answer = idempotentAtDesk(this.world, customer, 'topUpWallet', idempotencyKey, body, () => topUpAtDesk(this.world, customer, body, this.vendorOrigin));
    return topUpFrom(topUpSchema.parse(fromDesk(answer, this.sink)));
  }

  async topUpOutcome(topUpId: number): Promise<TopUpOutcome> {
    // The path's id reaches the back office as text, as over HTTP.
    return topUpFrom(topUpSchema.parse(fromDesk(topUpOutcomeAtDesk(this.world, this.customer(), String(topUpId), this.vendorOrigin), this.sink)));
  }
}
