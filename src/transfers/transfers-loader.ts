import { moduleLoader } from '@/shared/di/module-loader';
import { TransfersModulesLoader } from './transfers-loader-token';

/**
 * Loads the transfers area's modules (the history and payout-details ports in the mode's adapters,
 * the use cases and view models) into the container once, with /transfers, a transfer's update page
 * or the wallet's recent transfers: nothing of the area is on the first screen. In React:
 * `use(ensureTransfersModules(container))`, elsewhere `await` it.
 */
export const ensureTransfersModules = moduleLoader(TransfersModulesLoader, () => import('./transfers.http.modules').then((m) => m.transfersHttpModules));
