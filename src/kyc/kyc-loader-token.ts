import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the KYC modules of a mode other than HTTP: the memory mode binds it to its fakes. Without
 * it, `ensureKycModules` loads the HTTP modules, so the HTTP mode (and the first screen) carries
 * nothing of identity verification, not even this binding.
 */
export const KycModulesLoader = Symbol('KycModulesLoader') as ServiceIdentifier<ModulesLoader>;
