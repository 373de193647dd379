import { moduleLoader } from '@/shared/di/module-loader';
import { ShellChatLoader, ShellModulesLoader } from './shell-loader-token';

/**
 * Loads the shell services' modules (error reporting, the push prompt's rules, the notices, the
 * mode's adapters) into the container once, after the signed-in page painted: nothing of them is
 * on the first screen. In React: `use(ensureShellModules(container))`, elsewhere `await` it.
 */
export const ensureShellModules = moduleLoader(ShellModulesLoader, () => import('./shell.http.modules').then((m) => m.shellHttpModules));

/** Loads the live chat's adapter and widget on the chat button's first press (a chunk of its own). */
export const ensureShellChat = moduleLoader(ShellChatLoader, () => import('./shell-freshchat.modules').then((m) => m.shellFreshchatModules));
