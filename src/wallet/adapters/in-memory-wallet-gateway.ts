import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { SessionCredentials } from '@/shared/kernel/access-token';
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
    const customer = fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
    const currency = this.world.country(customer.country)?.currency ?? 'EUR';
    return { balance: money(customer.walletMinor, currency) };
  }
}
