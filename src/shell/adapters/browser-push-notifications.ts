import type { PushPermission } from '../domain/push-prompt';
import type { PushNotifications } from '../application/ports';

/** The part of the Notification API this adapter uses. */
export interface NotificationApi {
  readonly permission: string;
  requestPermission(): Promise<string>;
}

const known = (value: string): PushPermission => (value === 'granted' || value === 'denied' ? value : 'default');

/**
 * The browser's Notification API (no service worker: the sandbox sends no pushes). A browser
 * without it, or one that throws when asked (some refuse outside a secure context), is
 * "unsupported", and the dialog never asks there.
 */
export class BrowserPushNotifications implements PushNotifications {
  constructor(private readonly api: () => NotificationApi | undefined = () => (globalThis as { Notification?: NotificationApi }).Notification) {}

  permission(): PushPermission {
    try {
      const api = this.api();
      return api && typeof api.requestPermission === 'function' ? known(api.permission) : 'unsupported';
    } catch {
      return 'unsupported';
    }
  }

  async request(): Promise<PushPermission> {
    const api = this.api();
    if (!api || typeof api.requestPermission !== 'function') return 'unsupported';
    try {
      return known(await api.requestPermission());
    } catch {
      // Treated as not decided: the dialog asked once this visit and does not ask again.
      return 'default';
    }
  }
}
