import type { WalletBalance } from '../domain/wallet';
import type { WalletGateway } from './ports';

export class GetWalletBalance {
  constructor(private readonly wallets: WalletGateway) {}

  execute(): Promise<WalletBalance> {
    return this.wallets.balance();
  }
}
