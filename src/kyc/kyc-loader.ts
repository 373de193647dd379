import { moduleLoader } from '@/shared/di/module-loader';
import { KycModulesLoader } from './kyc-loader-token';

export { KycModulesLoader };

/**
 * Loads identity verification's modules (profile store, use cases, the mode's adapters) into the
 * container once; afterwards VerificationProfileStore, the use cases and the ports resolve.
 * The HTTP modules unless the mode bound KycModulesLoader (the memory mode does).
 * In React: `use(ensureKycModules(container))` (suspends until loaded), elsewhere `await` it.
 */
export const ensureKycModules = moduleLoader(KycModulesLoader, () => import('./kyc.http.modules').then((m) => m.kycHttpModules));
