import { moduleLoader } from '@/shared/di/module-loader';
import { SendingModulesLoader } from './sending-loader-token';

/**
 * Loads send money's modules (the draft store, each step's use cases and the mode's adapters) into
 * the container once, with the first step the customer opens: nothing of send money is on the
 * first screen. In React: `use(ensureSendingModules(container))`, elsewhere `await` it.
 */
export const ensureSendingModules = moduleLoader(SendingModulesLoader, () => import('./sending.http.modules').then((m) => m.sendingHttpModules));
