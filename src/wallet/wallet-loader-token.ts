import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the wallet home's modules in a mode other than HTTP: the memory mode binds it to its list.
 * Without it, `ensureWalletModules` loads the HTTP list (as SendingModulesLoader does for send money).
 */
export const WalletModulesLoader = Symbol('WalletModulesLoader') as ServiceIdentifier<ModulesLoader>;
