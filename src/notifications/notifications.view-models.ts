import { TrackedModule } from '@/shared/di/tracked-module';
import { makeNotificationsViewModel, NotificationsViewModel } from './ui/notifications-view-model';

/**
 * The bell's view model, a new one per resolution, made by the factory the bell uses: for tests and
 * scenarios. The app never loads this module. Resolves once the notifications' modules are loaded
 * (./notifications.core.modules.ts).
 */
export const notificationsViewModelsModule = new TrackedModule('notifications/view-models', (bind) => {
  bind(NotificationsViewModel).toDynamicValue(makeNotificationsViewModel).inTransientScope();
});
