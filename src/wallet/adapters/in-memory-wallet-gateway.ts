import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { money } from '@/shared/kernel/money';
import type { WalletBalance } from '../domain/wallet';
import type { WalletGateway } from '../application/ports';

/** The wallet read straight from the sandbox world. */
export class InMemoryWalletGateway implements WalletGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  async balance(): Promise<WalletBalance> {
    // As the HTTP adapter: no session, no call.
    if (!this.credentials.baseUrl()) throw noSessionError();
    const customer = fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
    return { balance: money(customer.walletMinor, this.world.currencyOf(customer)) };
  }
}
