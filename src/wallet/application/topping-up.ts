import { offeredOptions, type TopUpOptions, type TopUpRequest, type TopUpResult } from '../domain/top-up';
import type { WalletGateway } from './ports';

/** Topping the wallet up: the region's ways the portal can complete, and the top-up itself. */
export class ToppingUp {
  constructor(private readonly wallets: WalletGateway) {}

  async options(): Promise<TopUpOptions> {
    const all = await this.wallets.topUpOptions();
    return { options: offeredOptions(all.options), suggestedAmounts: all.suggestedAmounts };
  }

  execute(request: TopUpRequest): Promise<TopUpResult> {
    return this.wallets.topUp(request);
  }
}
