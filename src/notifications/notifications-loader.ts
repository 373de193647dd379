import { moduleLoader } from '@/shared/di/module-loader';
import { NotificationsModulesLoader } from './notifications-loader-token';

/**
 * Loads the bell's modules (the use cases, the view model and the mode's adapters) into the
 * container once, when the bell first shows (the signed-in header): nothing of the notifications is
 * on the first screen. In React: `use(ensureNotificationsModules(container))`, elsewhere `await` it.
 */
export const ensureNotificationsModules = moduleLoader(NotificationsModulesLoader, () => import('./notifications.http.modules').then((m) => m.notificationsHttpModules));
