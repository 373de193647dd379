/**
 * Calendar dates without Date parsing leniency. The portal shows DD/MM/YYYY and sends YYYY-MM-DD
 * (spec 02 §5 "Date helpers"); a date is checked field by field, so 31/02/2000 is invalid instead
 * of rolling over to 2 March. All arithmetic is on the calendar (no time zones, no clock drift).
 */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export type DateFormat = 'DD/MM/YYYY' | 'YYYY-MM-DD';

const PATTERNS: Record<DateFormat, { re: RegExp; order: [number, number, number] }> = {
  // capture indexes of year, month, day
  'DD/MM/YYYY': { re: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 2, 1] },
  'YYYY-MM-DD': { re: /^(\d{4})-(\d{2})-(\d{2})$/, order: [1, 2, 3] },
};

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function valid(date: CalendarDate): CalendarDate | undefined {
  const { year, month, day } = date;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return date;
}

/** Strictly parses `text` in `format` (exact digits and separators, a real calendar day). */
export function parseDate(text: string, format: DateFormat): CalendarDate | undefined {
  const { re, order } = PATTERNS[format];
  const match = re.exec(text);
  if (!match) return undefined;
  return valid({ year: Number(match[order[0]]), month: Number(match[order[1]]), day: Number(match[order[2]]) });
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatDate(date: CalendarDate, format: DateFormat): string {
  const dd = pad(date.day, 2);
  const mm = pad(date.month, 2);
  const yyyy = pad(date.year, 4);
  return format === 'DD/MM/YYYY' ? `${dd}/${mm}/${yyyy}` : `${yyyy}-${mm}-${dd}`;
}

/** "23/11/2008" -> "2008-11-23"; undefined when not a real DD/MM/YYYY date. */
export function displayToIso(text: string): string | undefined {
  const date = parseDate(text, 'DD/MM/YYYY');
  return date && formatDate(date, 'YYYY-MM-DD');
}

/** "2008-11-23" -> "23/11/2008"; undefined when not a real YYYY-MM-DD date. */
export function isoToDisplay(text: string): string | undefined {
  const date = parseDate(text, 'YYYY-MM-DD');
  return date && formatDate(date, 'DD/MM/YYYY');
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  // Calendar arithmetic through UTC milliseconds: no local time zone involved.
  const ms = Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000;
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The same day `years` years earlier (29 February becomes 28 February in a common year). */
export function subtractYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Completed years between a birth date and `today` (a birthday on 29 February counts on 1 March in a common year). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/**
 * The calendar day of a clock reading (milliseconds), in UTC unless a time zone offset in minutes
 * east of UTC is given (e.g. Stockholm in winter: 60).
 */
export function dateOfInstant(ms: number, offsetMinutes = 0): CalendarDate {
  const d = new Date(ms + offsetMinutes * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The local calendar day of the device for a clock reading (what the customer calls "today"). */
export function localDateOf(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}
