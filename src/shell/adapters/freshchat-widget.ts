import { appendVendorScript } from '@/shared/vendor/vendor-script';
import { FRESHCHAT_TRUSTED_TYPES_POLICY } from '../shell-settings';

/**
 * The part of Freshchat's web widget API (the `window.fcWidget` global its script defines) that
 * the portal uses, as published:
 *  - `fcWidget.init({ token, host, externalId, restoreId, firstName, lastName, email, locale, open, ... })`:
 *    the README of github.com/freshworks/freshchat-widget ("For logged in user": token, host,
 *    externalId) and its js/widget.js, whose init also takes firstName, lastName, email, phone and
 *    locale and adds the widget's frame from `<host>/widget/<token>`;
 *  - `fcWidget.user.get()` answering `{ status, data }` (200: the user exists) and
 *    `fcWidget.user.setProperties({ firstName, email, ... })`: Freshchat's support article
 *    "Restoring conversations with External ID and Restore ID"
 *    (support.freshchat.com/support/solutions/articles/234367), and snippets/FreshchatService.js
 *    of the same repository (both return promises where the browser has them);
 *  - `fcWidget.on(event, callback)` with the events widget:opened, widget:closed, widget:loaded,
 *    user:created, user:cleared, message:sent, message:received, unreadCount:notify (js/widget.js's
 *    list; user:created passes `{ status, data: { restoreId, ... } }`, unreadCount:notify `{ count }`);
 *  - `open()`, `close()`, `isOpen()`, `isLoaded()`, `isInitialized()`, `destroy()` (js/widget.js).
 */
export type FreshchatEvent = 'widget:loaded' | 'widget:opened' | 'widget:closed' | 'user:created' | 'unreadCount:notify';

export interface FreshchatInit {
  readonly token: string;
  readonly host: string;
  readonly externalId?: string;
  readonly firstName?: string;
  readonly email?: string;
  readonly locale?: string;
}

export interface FreshchatUserAnswer {
  readonly status?: number;
  readonly data?: { readonly externalId?: string; readonly restoreId?: string } & Record<string, unknown>;
}

export interface FreshchatWidget {
  init(options: FreshchatInit): void;
  isInitialized(): boolean;
  isLoaded(): boolean;
  isOpen(): boolean;
  open(): void;
  close(): void;
  destroy(): void;
  on(event: FreshchatEvent, callback: (payload?: unknown) => void): void;
  readonly user: {
    get(): Promise<FreshchatUserAnswer>;
    setProperties(properties: { readonly firstName?: string; readonly email?: string; readonly locale?: string }): Promise<unknown>;
  };
}

const loading = new WeakMap<Window, Map<string, Promise<FreshchatWidget>>>();

/**
 * Loads the widget's script once (an async script from its configured address, added through the
 * portal's Trusted Types policy) and answers the `fcWidget` it defines. A failed load may be tried
 * again (the chat button's next press).
 */
export function loadFreshchatWidget(url: string, page: Window = window): Promise<FreshchatWidget> {
  const defined = (page as unknown as { fcWidget?: FreshchatWidget }).fcWidget;
  if (defined) return Promise.resolve(defined);
  const pages = loading.get(page) ?? new Map<string, Promise<FreshchatWidget>>();
  loading.set(page, pages);
  const pending = pages.get(url);
  if (pending) return pending;
  const load = appendVendorScript(page.document, url, FRESHCHAT_TRUSTED_TYPES_POLICY, () => new Error('The chat widget’s script did not load'), page).then(() => {
    const widget = (page as unknown as { fcWidget?: FreshchatWidget }).fcWidget;
    if (!widget) throw new Error('The chat widget’s script defined no fcWidget');
    return widget;
  });
  pages.set(url, load);
  void load.catch(() => pages.delete(url));
  return load;
}
