import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the transfers area's modules in a mode other than HTTP: the memory mode binds it to its
 * fakes. Without it, `ensureTransfersModules` loads the HTTP modules (as SendingModulesLoader does
 * for send money).
 */
export const TransfersModulesLoader = Symbol('TransfersModulesLoader') as ServiceIdentifier<ModulesLoader>;
