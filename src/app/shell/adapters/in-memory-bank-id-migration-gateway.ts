import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { migrateToBankIdAtDesk } from '@/sandbox/world/bank-id-migration-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { BankIdMigrationGateway } from '../application/bank-id-migration-gateway';

/** The simulated BankID page of the in-memory mode when no vendor origin is given (nothing is served there). */
export const MEMORY_BANKID_ORIGIN = 'http://vendor.memory';

/** The bank-ID migration at the sandbox world's desk (the one the HTTP sandbox asks). */
export class InMemoryBankIdMigrationGateway implements BankIdMigrationGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
    /** Where the desk's BankID page is: the memory mode gives the first configured vendor origin. */
    private readonly vendorOrigin: string = MEMORY_BANKID_ORIGIN,
  ) {}

  async migrate(personalIdentityNumber: string): Promise<{ readonly url: string }> {
    // As the HTTP adapter: no session, no call.
    if (!this.credentials.baseUrl()) throw noSessionError();
    const customer = fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
    return fromDesk(migrateToBankIdAtDesk(this.world, customer, { personalIdentityNumber }, this.vendorOrigin), this.sink);
  }
}
