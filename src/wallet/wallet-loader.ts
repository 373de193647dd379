import { moduleLoader } from '@/shared/di/module-loader';
import { WalletModulesLoader } from './wallet-loader-token';

/**
 * Loads the wallet home's modules (statistics, activity, saved cards and top-up: their use cases
 * and view models) into the container once, with the first of those sections the page shows after
 * the balance: the balance itself is bound at start (./wallet.modules.ts), the rest is never on the
 * first screen. In React: `use(ensureWalletModules(container))`, elsewhere `await` it.
 */
export const ensureWalletModules = moduleLoader(WalletModulesLoader, () => import('./wallet.http.modules').then((m) => m.walletHttpModules));
