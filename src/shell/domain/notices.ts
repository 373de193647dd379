/**
 * The shell's one-off notices (pure): the "new payout method" card (spec 02 sections 2 and 9:
 * shown once until "Got it", active before 2024.05.01) and the custom cookie popup (spec 01
 * sections 3 and 9: popover-cookies, off by default).
 */

/** The spec's last day before which the "new payout card" notice is active (exclusive). */
export const NEW_PAYOUT_CARD_UNTIL = '2024-05-01';

/** Local-storage key of the customers who pressed "Got it" (hashes, never the customer's id itself). */
export const NEW_PAYOUT_NOTICE_KEY = 'popover-new-payout-method';
/** How many customers of one browser are remembered (the oldest are forgotten beyond). */
export const NEW_PAYOUT_NOTICE_MAX = 20;

/** Local-storage key of the cookie popup's answer (spec 01 section 3). */
export const COOKIE_POPUP_KEY = 'popover-cookies';
export const COOKIE_CHOICES = ['all', 'necessary'] as const;
export type CookieChoice = (typeof COOKIE_CHOICES)[number];

/** "2024-05-01" -> that day's start, UTC, in ms; undefined for anything else. */
export function dayStart(isoDate: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // 2024-02-30 is not a day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return time;
}

/** The notice is active strictly before the start (UTC) of `until`. */
export function isNoticeActive(now: number, until: string): boolean {
  const end = dayStart(until);
  return end !== undefined && now < end;
}

/**
 * A short stable hash of a customer's id (FNV-1a, 32 bits, hex): what the browser remembers
 * instead of the id. Not a secret; it only keeps the id itself out of storage.
 */
export function customerHash(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The remembered hashes, read leniently: anything unreadable is an empty list. */
export function parseDismissed(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && /^[0-9a-f]{8}$/.test(item)) : [];
  } catch {
    return [];
  }
}

/** The list with `hash` added last, once, at most NEW_PAYOUT_NOTICE_MAX entries (the oldest dropped). */
export function withDismissed(list: readonly string[], hash: string): string[] {
  return [...list.filter((item) => item !== hash), hash].slice(-NEW_PAYOUT_NOTICE_MAX);
}

/** The stored answer; "true" (what an earlier popup stored for its one button) counts as "all". */
export function parseCookieChoice(stored: string | null): CookieChoice | undefined {
  if (stored === 'true') return 'all';
  return (COOKIE_CHOICES as readonly string[]).includes(stored ?? '') ? (stored as CookieChoice) : undefined;
}
