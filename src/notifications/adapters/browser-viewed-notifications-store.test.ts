import { describe, expect, it } from 'vitest';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { viewedCookieName, viewedKey, viewedStorageKey } from '../domain/viewed-list';
import { BrowserViewedNotificationsStore } from './browser-viewed-notifications-store';

const GUID = '5a4a0000-0000-4000-9000-0000000003e9';
const KEY = viewedKey(GUID);
const NAME = viewedCookieName(KEY, 0);

function browser(secure = true) {
  const cookies = new MemoryCookieDocument();
  const storage = new MemoryStorage();
  return { cookies, storage, store: new BrowserViewedNotificationsStore(cookies, storage, { secure }) };
}

/** ids 10000 … : five digits each, six characters with the separator. */
const many = (count: number) => Array.from({ length: count }, (_, i) => 10_000 + i);

describe('BrowserViewedNotificationsStore', () => {
  it('writes the pair as a cookie of 10 years, Path=/, SameSite=Lax, Secure on https, and the same list in local storage', () => {
    const { cookies, storage, store } = browser();
    store.remember(GUID, [3]);
    store.remember(GUID, [1, 3]);
    expect([...cookies.cookies.keys()]).toEqual([NAME]);
    expect(cookies.cookies.get(NAME)).toEqual({ value: '3.1', attributes: { 'max-age': '315360000', path: '/', samesite: 'Lax', secure: true } });
    expect(storage.getItem(viewedStorageKey(KEY))).toBe('3.1');
    expect(store.viewed(GUID)).toEqual([3, 1]);
  });

  it('leaves Secure out on http (a plain-http sandbox would drop a Secure cookie)', () => {
    const { cookies, store } = browser(false);
    store.remember(GUID, [3]);
    expect(cookies.cookies.get(NAME)?.attributes.secure).toBeUndefined();
  });

  it('names nothing after the guid or the e-mail', () => {
    const { cookies, storage, store } = browser();
    store.remember(GUID, [1]);
    expect(cookies.cookie).not.toContain(GUID);
    expect(storage.keys().join(' ')).not.toContain(GUID);
  });

  it('reads either copy alone, and merges both', () => {
    const { cookies, storage, store } = browser();
    store.remember(GUID, [1, 2]);
    // Local storage wiped (a sign-out does that): the cookies still remember.
    storage.removeItem(viewedStorageKey(KEY));
    expect(store.viewed(GUID)).toEqual([1, 2]);
    // Cookies cleared: local storage still remembers.
    store.remember(GUID, [3]);
    cookies.cookies.clear();
    expect(store.viewed(GUID)).toEqual([1, 2, 3]);
    // Each holds something the other lacks: both count, and the next write puts the union in both.
    cookies.cookie = `${NAME}=7; Path=/`;
    expect(store.viewed(GUID)).toEqual([7, 1, 2, 3]);
    store.remember(GUID, [8]);
    expect(cookies.cookies.get(NAME)?.value).toBe('7.1.2.3.8');
    expect(storage.getItem(viewedStorageKey(KEY))).toBe('7.1.2.3.8');
  });

  it('splits a list past 4093 characters into numbered cookies, and removes parts a shorter list no longer needs', () => {
    const { cookies, storage, store } = browser();
    store.remember(GUID, many(1_000));
    expect([...cookies.cookies.keys()]).toEqual([NAME, `${NAME}-1`]);
    for (const [name, { value }] of cookies.cookies) expect(`${name}=${value}`.length).toBeLessThanOrEqual(4093);
    expect(store.viewed(GUID)).toEqual(many(1_000));
    // A left-over part from an older, longer list goes with the next write.
    cookies.cookie = `${NAME}-7=1; Path=/`;
    storage.removeItem(viewedStorageKey(KEY));
    store.remember(GUID, [5]);
    expect([...cookies.cookies.keys()].sort()).toEqual([NAME, `${NAME}-1`].sort());
  });

  it('keeps at most 50 cookies, the oldest ids dropped from cookies and local storage alike', () => {
    const { cookies, storage, store } = browser();
    const ids = many(40_000);
    store.remember(GUID, ids);
    expect(cookies.cookies.size).toBe(50);
    const kept = store.viewed(GUID);
    expect(kept.at(-1)).toBe(ids.at(-1));
    expect(kept).toEqual(ids.slice(ids.length - kept.length));
    expect(kept.length).toBeLessThan(ids.length);
    expect(storage.getItem(viewedStorageKey(KEY))?.split('.')).toHaveLength(kept.length);
    store.remember(GUID, [99_999]);
    expect(cookies.cookies.size).toBe(50);
    expect(store.viewed(GUID).at(-1)).toBe(99_999);
    expect(store.viewed(GUID)).not.toContain(kept[0]);
  });

  it('ignores cookies that are not its own or not readable, and a storage that refuses', () => {
    const { cookies, store } = browser();
    cookies.cookie = 'detected-country=SE; Path=/';
    cookies.cookie = 'broken=%E0%A4%A; Path=/';
    const refusing = new BrowserViewedNotificationsStore(cookies, {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    }, { secure: true });
    refusing.remember(GUID, [4]);
    expect(refusing.viewed(GUID)).toEqual([4]);
    expect(store.viewed(GUID)).toEqual([4]);
  });
});
