import { describe, expect, it } from 'vitest';
import { BrowserPushNotifications, type NotificationApi } from './browser-push-notifications';

const api = (permission: string, answer: () => Promise<string>): NotificationApi => ({ permission, requestPermission: answer });

describe('the browser’s Notification API', () => {
  it('reads the permission: granted, denied, or not decided', () => {
    expect(new BrowserPushNotifications(() => api('granted', async () => 'granted')).permission()).toBe('granted');
    expect(new BrowserPushNotifications(() => api('denied', async () => 'denied')).permission()).toBe('denied');
    expect(new BrowserPushNotifications(() => api('default', async () => 'default')).permission()).toBe('default');
  });

  it('is unsupported without the API, or when reading it throws', async () => {
    const none = new BrowserPushNotifications(() => undefined);
    expect(none.permission()).toBe('unsupported');
    expect(await none.request()).toBe('unsupported');
    expect(
      new BrowserPushNotifications(() => {
        throw new Error('SecurityError');
      }).permission(),
    ).toBe('unsupported');
  });

  it('asks the browser and answers what it says; a refusal to ask is "not decided"', async () => {
    expect(await new BrowserPushNotifications(() => api('default', async () => 'granted')).request()).toBe('granted');
    expect(await new BrowserPushNotifications(() => api('default', async () => 'denied')).request()).toBe('denied');
    expect(await new BrowserPushNotifications(() => api('default', async () => Promise.reject(new Error('no gesture')))).request()).toBe('default');
  });

  it('reads the page’s Notification by default (none under Node)', () => {
    expect(new BrowserPushNotifications().permission()).toBe('unsupported');
  });
});
