import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the shell services' modules in a mode other than HTTP: the memory mode binds it to its
 * fakes. Without it, `ensureShellModules` loads the HTTP modules.
 */
export const ShellModulesLoader = Symbol('ShellModulesLoader') as ServiceIdentifier<ModulesLoader>;

/**
 * Loads the live chat's adapter (the same in every mode: the chat vendor's widget talks to its
 * page on the vendor origin, not to the back office); a test may bind another.
 */
export const ShellChatLoader = Symbol('ShellChatLoader') as ServiceIdentifier<ModulesLoader>;
