import { moduleLoader } from '@/shared/di/module-loader';
import { PayingModulesLoader } from './paying-loader-token';

/**
 * Loads the paying context's modules (the payment methods' ports and use cases, in the mode's
 * adapters) into the container once, with send money (src/app/send-composition.ts) or a wallet
 * top-up: nothing of paying is on the first screen. In React: `use(ensurePayingModules(container))`.
 */
export const ensurePayingModules = moduleLoader(PayingModulesLoader, () => import('./paying.http.modules').then((m) => m.payingHttpModules));
