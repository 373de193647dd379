/**
 * A month of a calendar: what card expiries (MM/YY) and the statistics' months (YYYY-MM) are. The
 * customer's own calendar decides which month it is now: at 00:30 on 1 December in Stockholm it is
 * December there, while it is still November in UTC and in Chicago.
 */
export interface CalendarMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

/** The calendar month a moment falls in, in a time zone (IANA name; undefined: the runtime's own). */
export function calendarMonthAt(nowMs: number, timeZone?: string): CalendarMonth {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', calendar: 'gregory', numberingSystem: 'latn' }).formatToParts(nowMs);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** Negative when `a` is before `b`, zero for the same month, positive after. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year - b.year || a.month - b.month;
}

/** "YYYY-MM" -> the month; anything else -> undefined. */
export function parseMonthKey(key: string): CalendarMonth | undefined {
  const match = /^([0-9]{4})-(0[1-9]|1[0-2])$/.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** The month as "YYYY-MM". */
export function monthKey(month: CalendarMonth): string {
  return `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}`;
}
