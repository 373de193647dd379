import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { NotificationsGateway } from './application/notifications-gateway';
import { ViewedNotificationsStore } from './application/viewed-notifications-store';
import { InMemoryNotificationsGateway } from './adapters/in-memory-notifications-gateway';
import { InMemoryViewedNotificationsStore } from './adapters/in-memory-viewed-notifications-store';
import { notificationsCoreModule } from './notifications.core.modules';

/** The bell's ports in the memory mode: the sandbox world's message desk, and the viewed list kept with the world. */
export const notificationsMemoryModule = new TrackedModule('notifications/memory', (bind) => {
  bind(NotificationsGateway).toResolvedValue((w, c, s) => new InMemoryNotificationsGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
  bind(ViewedNotificationsStore).toResolvedValue((w) => new InMemoryViewedNotificationsStore(w), [SandboxWorldToken]).inSingletonScope();
});

/** The bell in the memory mode: the core and the in-memory module. */
export const notificationsMemoryModules = [notificationsCoreModule, notificationsMemoryModule] as const;
