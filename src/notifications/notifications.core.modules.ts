import { TrackedModule } from '@/shared/di/tracked-module';
import { NotificationsGateway } from './application/notifications-gateway';
import { NotificationsInbox } from './application/notifications-inbox';
import { ViewedNotificationsStore } from './application/viewed-notifications-store';
import { makeNotificationsViewModel, NotificationsViewModel } from './ui/notifications-view-model';

/** The bell in every mode (loaded on demand with the mode's adapters): the use cases over the mode's ports, a view model per bell. */
export const notificationsCoreModule = new TrackedModule('notifications/core', (bind) => {
  bind(NotificationsInbox).toResolvedValue((g, s) => new NotificationsInbox(g, s), [NotificationsGateway, ViewedNotificationsStore]).inSingletonScope();
  bind(NotificationsViewModel).toDynamicValue(makeNotificationsViewModel).inTransientScope();
});
