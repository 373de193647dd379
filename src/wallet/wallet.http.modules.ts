import { walletHomeModule } from './wallet.core.modules';

/**
 * The wallet home in the HTTP mode: its sections' module. The WalletGateway (the balance, the
 * statistics, the operations, top-up) is bound at start with its lazily loaded HTTP adapter
 * (./wallet.modules.ts), since the balance is the page's first paint.
 */
export const walletHttpModules = [walletHomeModule] as const;
