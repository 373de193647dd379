import type { CookieDocument } from '@/shared/kernel/cookie-document';
import { CookieJar, type CookieAttributes } from '@/shared/kernel/cookie-jar';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import {
  MAX_VIEWED_COOKIES, VIEWED_COOKIE_MAX_AGE_SECONDS, decodeViewed, encodeViewed, mergeViewed, readViewedCookies, viewedCookieName, viewedCookies, viewedKey,
  viewedStorageKey,
} from '../domain/viewed-list';
import type { ViewedNotificationsStore } from '../application/viewed-notifications-store';

/**
 * The viewed list in this browser (src/notifications/domain/viewed-list.ts): a customer's cookie
 * pair, `tr-viewed-<hash of the guid>` and its numbered parts (10 years, Path=/, SameSite=Lax,
 * Secure on https), mirrored in local storage under the same name. Reading merges both, so either
 * one alone still remembers (a sign-out clears local storage, the cookies stay); every write
 * rewrites both, and removes the parts a shorter list no longer needs.
 */
export class BrowserViewedNotificationsStore implements ViewedNotificationsStore {
  private readonly jar: CookieJar;
  private readonly attributes: CookieAttributes;

  constructor(
    private readonly cookies: CookieDocument,
    private readonly storage: KeyValueStorage,
    options: { readonly secure: boolean },
  ) {
    this.jar = new CookieJar(cookies);
    this.attributes = { maxAgeSeconds: VIEWED_COOKIE_MAX_AGE_SECONDS, secure: options.secure, sameSite: 'Lax', path: '/' };
  }

  viewed(userGuid: string): number[] {
    const key = viewedKey(userGuid);
    const jar = this.cookieValues();
    return mergeViewed(
      readViewedCookies(key, (name) => jar.get(name)),
      decodeViewed(this.readStorage(viewedStorageKey(key))),
    );
  }

  remember(userGuid: string, ids: readonly number[]): void {
    const key = viewedKey(userGuid);
    const { cookies, kept } = viewedCookies(key, mergeViewed(this.viewed(userGuid), ids));
    for (const cookie of cookies) this.jar.set(cookie.name, cookie.value, this.attributes);
    // The parts a shorter list no longer fills (after a cookie was lost, or the list was cut).
    const present = this.cookieValues();
    for (let n = cookies.length; n < MAX_VIEWED_COOKIES; n += 1) {
      const name = viewedCookieName(key, n);
      if (present.has(name)) this.jar.set(name, '', { ...this.attributes, maxAgeSeconds: 0 });
    }
    try {
      this.storage.setItem(viewedStorageKey(key), encodeViewed(kept));
    } catch {
      // Storage full or refused: the cookies still remember.
    }
  }

  /** Every cookie of the page by name, read once (a customer may have up to 50 of them). */
  private cookieValues(): Map<string, string> {
    const values = new Map<string, string>();
    for (const part of this.cookies.cookie.split(';')) {
      const entry = part.trim();
      const at = entry.indexOf('=');
      if (at <= 0) continue;
      try {
        values.set(entry.slice(0, at), decodeURIComponent(entry.slice(at + 1)));
      } catch {
        // A value that is not URI-encoded is someone else's cookie.
      }
    }
    return values;
  }

  private readStorage(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }
}
