import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the shell's on-demand modules (the BankID login, the footer's legal documents) in a mode
 * other than HTTP: the memory mode binds it to its fakes. Without it, `ensureAccountShellModules` loads
 * the HTTP modules.
 */
export const AccountShellModulesLoader = Symbol('AccountShellModulesLoader') as ServiceIdentifier<ModulesLoader>;
