import type { CalendarMonth } from '../domain/calendar-month';

/**
 * A calendar month in the reader's language: "November 2026" (long) or "Nov" (short). The month is
 * a calendar's, not a moment's: it is read in UTC, so no time zone moves it to the next or last month.
 */
export function monthName(month: CalendarMonth, locale: string, width: 'long' | 'short'): string {
  const options: Intl.DateTimeFormatOptions = width === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(Date.UTC(month.year, month.month - 1, 1));
}
