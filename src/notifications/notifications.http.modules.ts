import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { CookieDocument } from '@/shared/kernel/cookie-document';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { NotificationsGateway } from './application/notifications-gateway';
import { ViewedNotificationsStore } from './application/viewed-notifications-store';
import { HttpNotificationsGateway } from './adapters/http-notifications-gateway';
import { BrowserViewedNotificationsStore } from './adapters/browser-viewed-notifications-store';
import { notificationsCoreModule } from './notifications.core.modules';

/**
 * The bell's ports in the HTTP mode: the main API's messages, and the viewed list in the page's
 * cookies (the platform's `document`; memory cookies where the platform gives none) and local
 * storage. The area's modules load on demand (with the bell), so the adapters are built at once.
 */
export const notificationsHttpModule = new TrackedModule('notifications/http', (bind) => {
  bind(NotificationsGateway).toResolvedValue((c, f, s) => new HttpNotificationsGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
  bind(ViewedNotificationsStore)
    .toResolvedValue<[CookieDocument | undefined, KeyValueStorage]>(
      (cookies, storage) => new BrowserViewedNotificationsStore(cookies ?? new MemoryCookieDocument(), storage, { secure: globalThis.location?.protocol === 'https:' }),
      [{ serviceIdentifier: CookieDocument, optional: true }, KeyValueStorageToken],
    )
    .inSingletonScope();
});

/** The bell in the HTTP mode: the core and the HTTP module. */
export const notificationsHttpModules = [notificationsCoreModule, notificationsHttpModule] as const;
