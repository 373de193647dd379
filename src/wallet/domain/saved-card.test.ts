import { describe, expect, it } from 'vitest';
import { calendarMonthAt, compareMonths, monthKey, parseMonthKey } from './calendar-month';
import { expiryText, isCardExpired, usableCards, type WalletCard } from './saved-card';

const card = (id: number, month: number, year: number): WalletCard => ({ id, brand: 'visa', last4: String(4240 + id), expiry: { month, year }, holderName: 'AMINA WARSAME' });
const at = (iso: string, timeZone: string) => calendarMonthAt(Date.parse(iso), timeZone);

describe('the calendar month of a moment, in the customer’s time zone', () => {
  it('is the month of the customer’s calendar, not of UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Stockholm, still 30 November in Chicago.
    expect(at('2026-11-30T23:30:00Z', 'Europe/Stockholm')).toEqual({ year: 2026, month: 12 });
    expect(at('2026-11-30T23:30:00Z', 'UTC')).toEqual({ year: 2026, month: 11 });
    expect(at('2026-11-30T23:30:00Z', 'America/Chicago')).toEqual({ year: 2026, month: 11 });
    // 03:00 UTC on 1 December is still 30 November in Chicago (and Des Moines).
    expect(at('2026-12-01T03:00:00Z', 'America/Chicago')).toEqual({ year: 2026, month: 11 });
    expect(at('2026-12-01T03:00:00Z', 'Europe/London')).toEqual({ year: 2026, month: 12 });
  });

  it('turns the year at the customer’s midnight of New Year', () => {
    expect(at('2026-12-31T23:00:00Z', 'Europe/Stockholm')).toEqual({ year: 2027, month: 1 });
    expect(at('2026-12-31T23:00:00Z', 'America/Toronto')).toEqual({ year: 2026, month: 12 });
  });

  it('orders months and reads and writes "YYYY-MM"', () => {
    expect(compareMonths({ year: 2026, month: 11 }, { year: 2026, month: 12 })).toBeLessThan(0);
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBeGreaterThan(0);
    expect(compareMonths({ year: 2026, month: 3 }, { year: 2026, month: 3 })).toBe(0);
    expect(parseMonthKey('2026-07')).toEqual({ year: 2026, month: 7 });
    expect(monthKey({ year: 2026, month: 7 })).toBe('2026-07');
    expect(parseMonthKey('2026-13')).toBeUndefined();
    expect(parseMonthKey('26-07')).toBeUndefined();
  });
});

describe('a saved card’s expiry (spec 02 section 3: expired when its month/year is before now)', () => {
  it('is not expired during its own month, to the last minute of it', () => {
    const november = card(1, 11, 2026);
    expect(isCardExpired(november, at('2026-11-01T00:00:00Z', 'UTC'))).toBe(false);
    expect(isCardExpired(november, at('2026-11-30T23:59:59Z', 'UTC'))).toBe(false);
    expect(isCardExpired(november, at('2026-12-01T00:00:00Z', 'UTC'))).toBe(true);
  });

  it('follows the customer’s calendar at a month end: expired in Stockholm, not yet in Chicago', () => {
    const november = card(1, 11, 2026);
    const moment = '2026-11-30T23:30:00Z';
    expect(isCardExpired(november, at(moment, 'Europe/Stockholm'))).toBe(true);
    expect(isCardExpired(november, at(moment, 'America/Chicago'))).toBe(false);
    // Early on 1 December UTC, Des Moines is still in November: the card still works there.
    expect(isCardExpired(november, at('2026-12-01T05:59:00Z', 'America/Chicago'))).toBe(false);
    expect(isCardExpired(november, at('2026-12-01T06:00:00Z', 'America/Chicago'))).toBe(true);
  });

  it('compares years before months: 12/25 is expired in January 2026, 01/27 is not in December 2026', () => {
    expect(isCardExpired(card(1, 12, 2025), { year: 2026, month: 1 })).toBe(true);
    expect(isCardExpired(card(2, 1, 2027), { year: 2026, month: 12 })).toBe(false);
    expect(isCardExpired(card(3, 3, 2024), { year: 2026, month: 11 })).toBe(true);
    expect(isCardExpired(card(4, 12, 2030), { year: 2026, month: 11 })).toBe(false);
  });

  it('shows the expiry as MM/YY', () => {
    expect(expiryText({ month: 3, year: 2024 })).toBe('03/24');
    expect(expiryText({ month: 12, year: 2030 })).toBe('12/30');
    expect(expiryText({ month: 1, year: 2100 })).toBe('01/00');
  });

  it('offers only the cards not expired in the current month for a top-up', () => {
    const cards = [card(1, 12, 2030), card(2, 10, 2026), card(3, 11, 2026), card(4, 3, 2024)];
    expect(usableCards(cards, { year: 2026, month: 11 }).map((c) => c.id)).toEqual([1, 3]);
  });
});
