import { describe, expect, it } from 'vitest';
import { addDays, ageOn, compareDates, dateOfInstant, displayToIso, isoToDisplay, localDateOf, parseDate, subtractYears } from './date';

describe('DD/MM/YYYY ⇄ YYYY-MM-DD', () => {
  it('converts real dates both ways', () => {
    expect(displayToIso('23/11/2008')).toBe('2008-11-23');
    expect(displayToIso('29/02/2000')).toBe('2000-02-29');
    expect(isoToDisplay('2008-11-23')).toBe('23/11/2008');
    expect(isoToDisplay('0999-01-05')).toBe('05/01/0999');
  });

  it('refuses what Date parsing would forgive', () => {
    for (const text of ['31/02/2000', '29/02/1900', '31/04/2026', '00/01/2026', '01/00/2026', '1/1/2026', '01/01/26', ' 01/01/2026', '01-01-2026', '2026-01-01']) {
      expect(displayToIso(text), text).toBeUndefined();
    }
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '20260101', '01/01/2026', '2026-01-01T00:00']) {
      expect(isoToDisplay(text), text).toBeUndefined();
    }
  });

  it('parses into calendar fields', () => {
    expect(parseDate('29/02/2024', 'DD/MM/YYYY')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('2024-02-29', 'YYYY-MM-DD')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('calendar arithmetic', () => {
  it('age in completed years on a fixed day', () => {
    const today = { year: 2026, month: 11, day: 23 };
    expect(ageOn({ year: 2008, month: 11, day: 23 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 24 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 12, day: 1 }, today)).toBe(17);
    expect(ageOn({ year: 1926, month: 11, day: 23 }, today)).toBe(100);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 2, day: 28 }, 1)).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it('subtracts years, 29 February becoming 28 February', () => {
    expect(subtractYears({ year: 2026, month: 11, day: 23 }, 100)).toEqual({ year: 1926, month: 11, day: 23 });
    expect(subtractYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2023, month: 2, day: 28 });
  });

  it('compares dates', () => {
    expect(compareDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareDates({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 1, day: 1 })).toBe(0);
  });

  it('the day of a clock reading, in UTC or at an offset', () => {
    const lateEvening = Date.parse('2026-11-22T23:30:00Z');
    expect(dateOfInstant(lateEvening)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(dateOfInstant(lateEvening, 60)).toEqual({ year: 2026, month: 11, day: 23 });
    const noon = Date.parse('2026-11-23T12:00:00Z');
    expect(localDateOf(noon).year).toBe(2026);
  });
});
