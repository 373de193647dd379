import { describe, expect, it } from 'vitest';
import {
  customerHash,
  dayStart,
  isNoticeActive,
  NEW_PAYOUT_CARD_UNTIL,
  NEW_PAYOUT_NOTICE_MAX,
  parseCookieChoice,
  parseDismissed,
  withDismissed,
} from './notices';

describe('the "new payout card" notice date', () => {
  it('is the spec’s 2024-05-01', () => {
    expect(NEW_PAYOUT_CARD_UNTIL).toBe('2024-05-01');
  });

  it('is active up to the last millisecond before that day (UTC), not from its start', () => {
    const end = Date.parse('2024-05-01T00:00:00Z');
    expect(isNoticeActive(end - 1, NEW_PAYOUT_CARD_UNTIL)).toBe(true);
    expect(isNoticeActive(Date.parse('2024-04-30T12:00:00Z'), NEW_PAYOUT_CARD_UNTIL)).toBe(true);
    expect(isNoticeActive(end, NEW_PAYOUT_CARD_UNTIL)).toBe(false);
    expect(isNoticeActive(Date.parse('2026-11-21T10:00:00Z'), NEW_PAYOUT_CARD_UNTIL)).toBe(false);
  });

  it('is never active for a date that is not a day', () => {
    expect(isNoticeActive(0, '2024-02-30')).toBe(false);
    expect(isNoticeActive(0, '1.5.2024')).toBe(false);
    expect(dayStart('2024-13-01')).toBeUndefined();
    expect(dayStart('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
  });
});

describe('the customers who pressed "Got it"', () => {
  it('are remembered by a short hash of their id, never the id itself', () => {
    const hash = customerHash('c0ffee00-guid-of-amina');
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(hash).toBe(customerHash('c0ffee00-guid-of-amina'));
    expect(hash).not.toBe(customerHash('c0ffee00-guid-of-hodan'));
    expect(customerHash('')).toBe('811c9dc5');
  });

  it('are a list with each customer once, the newest last, at most 20', () => {
    let list: string[] = [];
    for (let i = 0; i < NEW_PAYOUT_NOTICE_MAX + 5; i += 1) list = withDismissed(list, customerHash(`c${i}`));
    expect(list).toHaveLength(NEW_PAYOUT_NOTICE_MAX);
    expect(list[0]).toBe(customerHash('c5'));
    expect(withDismissed(['aaaaaaaa', 'bbbbbbbb'], 'aaaaaaaa')).toEqual(['bbbbbbbb', 'aaaaaaaa']);
  });

  it('are read leniently: anything unreadable is nobody', () => {
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('["0123abcd", 5, "amina@x.se", "ffffffff"]')).toEqual(['0123abcd', 'ffffffff']);
  });
});

describe('the cookie popup’s answer', () => {
  it('is all or necessary; the one-button popup’s "true" counts as all; anything else is no answer', () => {
    expect(parseCookieChoice('all')).toBe('all');
    expect(parseCookieChoice('necessary')).toBe('necessary');
    expect(parseCookieChoice('true')).toBe('all');
    expect(parseCookieChoice(null)).toBeUndefined();
    expect(parseCookieChoice('maybe')).toBeUndefined();
  });
});
