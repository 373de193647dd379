import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the paying context's modules in a mode other than HTTP: the memory mode binds it to its
 * fakes. Without it, `ensurePayingModules` loads the HTTP modules (as SendingModulesLoader does for
 * send money).
 */
export const PayingModulesLoader = Symbol('PayingModulesLoader') as ServiceIdentifier<ModulesLoader>;
