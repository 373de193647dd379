import { TrackedModule } from '@/shared/di/tracked-module';
import { NotificationsGateway } from './application/notifications-gateway';
import { NotificationsInbox } from './application/notifications-inbox';
import { ViewedNotificationsStore } from './application/viewed-notifications-store';

/**
 * The bell in every mode (loaded on demand with the mode's adapters): the use cases over the mode's
 * ports. The bell makes its view model (tests bind it with ./notifications.view-models.ts).
 */
export const notificationsCoreModule = new TrackedModule('notifications/core', (bind) => {
  bind(NotificationsInbox).toResolvedValue((g, s) => new NotificationsInbox(g, s), [NotificationsGateway, ViewedNotificationsStore]).inSingletonScope();
});
