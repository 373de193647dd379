/**
 * The VIEWED list: the ids of the notifications a customer dismissed, remembered in this browser
 * (spec 02 section 9: "Notification cookie: one pair per user, 10-year expiry, split when over 4093
 * characters, at most 50 cookies; the viewed list is also in local storage").
 *
 * One cookie pair per customer, named after a HASH of the customer's guid (never the guid or the
 * e-mail: no personal data in a cookie):
 *
 *   tr-viewed-<hash>      the newest ids (and all of them while they fit)
 *   tr-viewed-<hash>-1    older ids, once the list no longer fits in one cookie
 *   ...
 *   tr-viewed-<hash>-49   the oldest ids kept: at most 50 cookies; ids older than those are dropped
 *
 * <hash> is the FNV-1a 64-bit hash of the lower-cased guid, as 16 hexadecimal digits (a pure,
 * synchronous hash: the browser's SHA digest exists only on https and is asynchronous). The value is
 * the ids in decimal, oldest first, separated by "." (no character a cookie must escape). A cookie
 * as written, `name=value`, never has more than 4093 characters: measured on the value alone, a
 * 4093-character value plus its name would pass the browsers' 4096-byte limit and be dropped.
 * Cookies live 10 years (Max-Age), Path=/, SameSite=Lax, Secure on https. The same list, as the
 * same text, is kept in local storage under `tr-viewed-<hash>`; reading merges both.
 */

export const VIEWED_NAME_PREFIX = 'tr-viewed-';
/** The longest cookie, name, "=" and value, in characters. */
export const COOKIE_CHARACTER_LIMIT = 4093;
/** At most this many cookies per customer; the oldest ids are dropped beyond. */
export const MAX_VIEWED_COOKIES = 50;
/** Ten years, in seconds (Max-Age). */
export const VIEWED_COOKIE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;

const SEPARATOR = '.';
const ID = /^\d{1,15}$/;

/** FNV-1a, 64 bits, over the UTF-8 bytes of a text: 16 lower-case hexadecimal digits. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** A customer's key in cookie and storage names: the hash of the guid, never the guid itself. */
export function viewedKey(userGuid: string): string {
  return fnv1a64(userGuid.trim().toLowerCase());
}

/** The name of a customer's n-th viewed cookie (0: the pair's own name, then -1 ... -49). */
export function viewedCookieName(key: string, part: number): string {
  return part === 0 ? `${VIEWED_NAME_PREFIX}${key}` : `${VIEWED_NAME_PREFIX}${key}-${part}`;
}

/** The local-storage key of a customer's viewed list. */
export function viewedStorageKey(key: string): string {
  return `${VIEWED_NAME_PREFIX}${key}`;
}

/** Each id once, in the order first seen. */
function distinct(ids: Iterable<number>): number[] {
  return [...new Set(ids)];
}

export function encodeViewed(ids: readonly number[]): string {
  return ids.join(SEPARATOR);
}

/** The ids of a stored value; anything that is not an id (a damaged or foreign value) is ignored. */
export function decodeViewed(value: string | null | undefined): number[] {
  if (!value) return [];
  return distinct(value.split(SEPARATOR).filter((part) => ID.test(part)).map(Number));
}

/** Both lists, each id once: the first's order, then what only the second has. */
export function mergeViewed(first: readonly number[], second: readonly number[]): number[] {
  return distinct([...first, ...second]);
}

export interface ViewedCookie {
  readonly name: string;
  readonly value: string;
}

/**
 * A customer's cookies for a viewed list (oldest id first): the newest ids fill the first cookie up
 * to 4093 characters of `name=value`, older ones the next, at most 50 cookies; `kept` is the list
 * the cookies hold, the oldest ids beyond the 50th cookie left out.
 */
export function viewedCookies(key: string, ids: readonly number[]): { readonly cookies: ViewedCookie[]; readonly kept: number[] } {
  const all = distinct(ids);
  const parts: string[][] = [];
  let part: string[] = [];
  let length = 0;
  let index = all.length - 1;
  for (; index >= 0; index -= 1) {
    const token = String(all[index]);
    const added = (part.length > 0 ? SEPARATOR.length : 0) + token.length;
    const budget = COOKIE_CHARACTER_LIMIT - viewedCookieName(key, parts.length).length - 1;
    if (length + added > budget) {
      parts.push(part);
      if (parts.length === MAX_VIEWED_COOKIES) break;
      part = [token];
      length = token.length;
    } else {
      part.push(token);
      length += added;
    }
  }
  if (index < 0 && part.length > 0) parts.push(part);
  return {
    cookies: parts.map((tokens, n) => ({ name: viewedCookieName(key, n), value: [...tokens].reverse().join(SEPARATOR) })),
    kept: all.slice(index + 1),
  };
}

/** A customer's viewed list from their cookies (oldest first), whatever parts are there. */
export function readViewedCookies(key: string, cookie: (name: string) => string | undefined): number[] {
  const ids: number[] = [];
  for (let n = MAX_VIEWED_COOKIES - 1; n >= 0; n -= 1) ids.push(...decodeViewed(cookie(viewedCookieName(key, n))));
  return distinct(ids);
}
