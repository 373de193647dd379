import { describe, expect, it } from 'vitest';
import {
  COOKIE_CHARACTER_LIMIT, MAX_VIEWED_COOKIES, decodeViewed, encodeViewed, fnv1a64, mergeViewed, readViewedCookies, viewedCookieName, viewedCookies,
  viewedKey, viewedStorageKey, type ViewedCookie,
} from './viewed-list';

const GUID = '5A4A0000-0000-4000-9000-0000000003e9';
const KEY = viewedKey(GUID);

/** `count` five-digit ids from 10000 up (each "12345" plus its separator: 6 characters). */
const fiveDigitIds = (count: number, from = 10_000) => Array.from({ length: count }, (_, i) => from + i);
const pair = (c: ViewedCookie) => `${c.name}=${c.value}`;
const jar = (cookies: readonly ViewedCookie[]) => (name: string) => cookies.find((c) => c.name === name)?.value;

describe('the cookie names: a hash of the guid, never the guid', () => {
  it('hashes with FNV-1a 64 (the published test vectors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('names a customer’s cookies and storage key after the hash of the lower-cased guid', () => {
    expect(KEY).toBe(fnv1a64(GUID.toLowerCase()));
    expect(viewedKey(` ${GUID.toLowerCase()} `)).toBe(KEY);
    expect(viewedKey('5a4a0000-0000-4000-9000-0000000003ea')).not.toBe(KEY);
    expect(viewedCookieName(KEY, 0)).toBe(`tr-viewed-${KEY}`);
    expect(viewedCookieName(KEY, 1)).toBe(`tr-viewed-${KEY}-1`);
    expect(viewedCookieName(KEY, 49)).toBe(`tr-viewed-${KEY}-49`);
    expect(viewedStorageKey(KEY)).toBe(`tr-viewed-${KEY}`);
    for (const name of [viewedCookieName(KEY, 0), viewedCookieName(KEY, 49)]) {
      expect(name.toLowerCase()).not.toContain(GUID.toLowerCase());
      expect(name).not.toContain('@');
    }
  });
});

describe('the value: ids oldest first, separated by dots', () => {
  it('encodes and decodes, ignoring anything that is not an id', () => {
    expect(encodeViewed([3, 17, 1001])).toBe('3.17.1001');
    expect(decodeViewed('3.17.1001')).toEqual([3, 17, 1001]);
    expect(decodeViewed('3..x.-4.17.3.1e3.1234567890123456')).toEqual([3, 17]);
    expect(decodeViewed(undefined)).toEqual([]);
    expect(decodeViewed('')).toEqual([]);
  });

  it('merges two lists, each id once, the first’s order first', () => {
    expect(mergeViewed([1, 2, 3], [2, 4, 1, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(mergeViewed([], [7, 8])).toEqual([7, 8]);
  });
});

describe('splitting the list into cookies at 4093 characters', () => {
  /** 677 five-digit ids and one four-digit id: `name=value` of exactly 4093 characters. */
  const exactly4093 = [...fiveDigitIds(677), 1234];

  it('keeps a list whose cookie is exactly 4093 characters in one cookie', () => {
    const { cookies, kept } = viewedCookies(KEY, exactly4093);
    expect(cookies.map((c) => c.name)).toEqual([`tr-viewed-${KEY}`]);
    expect(pair(cookies[0]!)).toHaveLength(COOKIE_CHARACTER_LIMIT);
    expect(kept).toEqual(exactly4093);
  });

  it('splits one character past 4093: the newest ids in the first cookie, older ones in the numbered next', () => {
    const ids = [...exactly4093, 7];
    const { cookies, kept } = viewedCookies(KEY, ids);
    expect(cookies.map((c) => c.name)).toEqual([`tr-viewed-${KEY}`, `tr-viewed-${KEY}-1`]);
    for (const c of cookies) expect(pair(c).length).toBeLessThanOrEqual(COOKIE_CHARACTER_LIMIT);
    expect(cookies[0]!.value.startsWith('10001.')).toBe(true);
    expect(cookies[0]!.value.endsWith('.1234.7')).toBe(true);
    // The oldest id moves to the next cookie.
    expect(cookies[1]!.value).toBe('10000');
    expect(kept).toEqual(ids);
    expect(readViewedCookies(KEY, jar(cookies))).toEqual(ids);
  });

  it('fills each cookie up to 4093 characters and never past it', () => {
    const { cookies } = viewedCookies(KEY, fiveDigitIds(5_000));
    expect(cookies).toHaveLength(8);
    for (const c of cookies.slice(0, -1)) expect(pair(c).length).toBeGreaterThan(COOKIE_CHARACTER_LIMIT - 6);
    for (const c of cookies) expect(pair(c).length).toBeLessThanOrEqual(COOKIE_CHARACTER_LIMIT);
  });

  it('writes no cookie for an empty list', () => {
    expect(viewedCookies(KEY, [])).toEqual({ cookies: [], kept: [] });
  });
});

describe('at most 50 cookies', () => {
  it('drops the oldest ids that do not fit in 50 cookies and keeps the newest', () => {
    const ids = fiveDigitIds(40_000);
    const { cookies, kept } = viewedCookies(KEY, ids);
    expect(cookies).toHaveLength(MAX_VIEWED_COOKIES);
    expect(cookies.at(-1)!.name).toBe(`tr-viewed-${KEY}-49`);
    for (const c of cookies) expect(pair(c).length).toBeLessThanOrEqual(COOKIE_CHARACTER_LIMIT);
    // The newest survive, the oldest go: what is kept is the tail of the list.
    expect(kept.at(-1)).toBe(49_999);
    expect(kept.length).toBeLessThan(ids.length);
    expect(kept.length).toBeGreaterThan(33_000);
    expect(kept).toEqual(ids.slice(ids.length - kept.length));
    expect(readViewedCookies(KEY, jar(cookies))).toEqual(kept);
    // A list that fits in 50 cookies loses nothing.
    expect(viewedCookies(KEY, kept).kept).toEqual(kept);
    expect(viewedCookies(KEY, kept).cookies).toHaveLength(MAX_VIEWED_COOKIES);
  });
});

describe('the round trip', () => {
  it.each([[[1]], [[5, 3, 9, 1]], [fiveDigitIds(1_500)], [fiveDigitIds(20_000, 100_000)]])('reads back what was written (%#)', (ids) => {
    const { cookies, kept } = viewedCookies(KEY, ids);
    expect(kept).toEqual(ids);
    expect(readViewedCookies(KEY, jar(cookies))).toEqual(ids);
  });

  it('reads each id once, and only this customer’s cookies', () => {
    const other = viewedKey('b0000000-0000-4000-8000-000000000001');
    const cookies = [...viewedCookies(KEY, [1, 2, 3]).cookies, ...viewedCookies(other, [4, 5]).cookies, { name: `tr-viewed-${KEY}-1`, value: '0.1' }];
    expect(readViewedCookies(KEY, jar(cookies))).toEqual([0, 1, 2, 3]);
    expect(readViewedCookies(other, jar(cookies))).toEqual([4, 5]);
  });
});
