import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the bell's modules in a mode other than HTTP: the memory mode binds it to its fakes.
 * Without it, `ensureNotificationsModules` loads the HTTP modules (as SendingModulesLoader does for send money).
 */
export const NotificationsModulesLoader = Symbol('NotificationsModulesLoader') as ServiceIdentifier<ModulesLoader>;
