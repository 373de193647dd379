import type { Logger } from '@/shared/kernel/logger';
import { automaticStartCommands, type CommandVendors } from '../domain/verification-commands';
import { shouldStartAutomatically } from '../domain/verification-profile';
import type { KycService, VerificationGateway } from './ports';
import type { VerificationProfileStore } from './verification-profile-store';

export type AutomaticStartOutcome = 'started' | 'notNeeded' | 'alreadyRan' | 'failed';

/**
 * The automatic start (spec 01 section 4): after the customer loads, when the rule says so, the
 * verification process runs (watchlist, two-plus-two, customer) and the profile is read again.
 * At most once per customer per session (a new sign-in is a new session). A failure is logged, never shown:
 * nothing the customer asked for failed, and the next session tries again (decision, docs/decisions.md).
 */
export class StartVerificationAutomatically {
  /** The customers it ran for, by session token: once per customer per session. */
  private readonly ran = new Set<string>();

  constructor(
    private readonly store: VerificationProfileStore,
    private readonly gateway: VerificationGateway,
    private readonly kyc: KycService,
    private readonly vendors: CommandVendors,
    private readonly logger: Logger,
    /** The current session's token (a new session considers the customer afresh). */
    private readonly session: () => string | undefined,
  ) {}

  async execute(): Promise<AutomaticStartOutcome> {
    try {
      const profile = await this.store.load();
      const key = `${this.session()}\u0000${profile.customerId}`;
      if (this.ran.has(key)) return 'alreadyRan';
      if (!shouldStartAutomatically(profile)) return 'notNeeded';
      this.ran.add(key);
      const reference = profile.kycUserReference ?? (await this.kyc.customer()).userReference;
      await this.gateway.runProcess(automaticStartCommands(this.vendors, reference));
      await this.store.refresh();
      return 'started';
    } catch (error) {
      this.logger.warn('The automatic start of the verification process failed', error);
      return 'failed';
    }
  }
}
