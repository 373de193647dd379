import { moduleLoader } from '@/shared/di/module-loader';
import { AccountShellModulesLoader } from './shell-loader-token';

/**
 * Loads the shell's on-demand services (the BankID login's use case and view model, the footer's
 * legal documents, each mode's adapters) into the container once, when the BankID dialog opens or
 * a footer knows its country: nothing of them is on the first screen. In React:
 * `use(ensureAccountShellModules(container))`, elsewhere `await` it.
 */
export const ensureAccountShellModules = moduleLoader(AccountShellModulesLoader, () => import('./shell.http.modules').then((m) => m.accountShellHttpModules));
