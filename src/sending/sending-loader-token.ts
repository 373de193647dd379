import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads send money's modules in a mode other than HTTP: the memory mode binds it to its fakes.
 * Without it, `ensureSendingModules` loads the HTTP modules (as KycModulesLoader does for KYC).
 */
export const SendingModulesLoader = Symbol('SendingModulesLoader') as ServiceIdentifier<ModulesLoader>;
