import { describe, expect, it } from 'vitest';
import { defaultCard, expiryText, isExpired, isExpiredAt, parseExpiry, type SavedCard } from './card';

const NOV_2026 = Date.parse('2026-11-21T10:00:00Z');

const card = (id: number, expiry: string, expiredWhenListed = false): SavedCard => ({
  id, guid: `g-${id}`, brand: 'visa', last4: String(1000 + id), expiry: parseExpiry(expiry)!, holderName: 'AMINA WARSAME', expiredWhenListed,
});

describe('a card’s expiry (MM/YY)', () => {
  it('reads MM/YY as a month of this century, and writes it back the same', () => {
    expect(parseExpiry('03/24')).toEqual({ month: 3, year: 2024 });
    expect(parseExpiry(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
    expect(expiryText({ month: 3, year: 2024 })).toBe('03/24');
    expect(expiryText(parseExpiry('11/26')!)).toBe('11/26');
  });

  it('refuses anything that is not a month and a two-digit year', () => {
    for (const text of ['13/26', '00/26', '1/26', '11/2026', '11-26', '', 'aa/bb']) expect(parseExpiry(text), text).toBeUndefined();
  });

  it('is expired when its month is before the current month: the card works to the end of its month', () => {
    expect(isExpiredAt({ month: 10, year: 2026 }, NOV_2026)).toBe(true);
    expect(isExpiredAt({ month: 11, year: 2026 }, NOV_2026)).toBe(false);
    expect(isExpiredAt({ month: 12, year: 2025 }, NOV_2026)).toBe(true);
    expect(isExpiredAt({ month: 1, year: 2027 }, NOV_2026)).toBe(false);
    expect(isExpiredAt({ month: 11, year: 2026 }, Date.parse('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('counts a card expired when the back office listed it so, or when its month passed since', () => {
    expect(isExpired(card(1, '12/30', true), NOV_2026)).toBe(true);
    expect(isExpired(card(2, '11/26'), NOV_2026)).toBe(false);
    expect(isExpired(card(2, '11/26'), Date.parse('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('the card a payment starts with', () => {
  const cards = [card(1, '03/24', true), card(2, '12/30'), card(3, '08/31')];

  it('is the chosen card while it can pay, else the first that can', () => {
    expect(defaultCard(cards, 3, NOV_2026)?.id).toBe(3);
    expect(defaultCard(cards, undefined, NOV_2026)?.id).toBe(2);
    expect(defaultCard(cards, 1, NOV_2026)?.id).toBe(2);
    expect(defaultCard([card(1, '03/24', true)], undefined, NOV_2026)).toBeUndefined();
  });
});
