import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { limitsOf, limitUsage, passwordOffer, type Profile } from './profile';

const sek = (minor: number) => money(minor, 'SEK');

describe('a limit’s usage', () => {
  it('says what is used, of what, what is left, and the whole percent used, rounded down', () => {
    expect(limitUsage('spending', { used: sek(125_000), limit: sek(5_000_000) })).toEqual({
      kind: 'spending',
      used: sek(125_000),
      limit: sek(5_000_000),
      left: sek(4_875_000),
      percent: 2,
      reached: false,
      nearlyReached: false,
    });
    expect(limitUsage('yearly', { used: sek(1_999), limit: sek(2_000) }).percent).toBe(99);
  });

  it('warns from 80 % used', () => {
    expect(limitUsage('spending', { used: sek(7_999), limit: sek(10_000) }).nearlyReached).toBe(false);
    expect(limitUsage('spending', { used: sek(8_000), limit: sek(10_000) })).toMatchObject({ percent: 80, nearlyReached: true, reached: false });
  });

  it('is reached at the limit and stays at 100 % with nothing left when passed', () => {
    expect(limitUsage('spending', { used: sek(10_000), limit: sek(10_000) })).toMatchObject({ percent: 100, reached: true, left: sek(0) });
    expect(limitUsage('spending', { used: sek(12_500), limit: sek(10_000) })).toMatchObject({ percent: 100, reached: true, left: sek(0) });
    expect(limitUsage('yearly', { used: sek(0), limit: sek(0) })).toMatchObject({ percent: 100, reached: true, left: sek(0) });
  });

  it('counts in the currency’s minor units exactly, even for large amounts', () => {
    // Just under a tenth of the largest safe amount: in floats the percent would come out as 10.
    const usage = limitUsage('yearly', { used: money(900_719_925_474_099, 'KWD'), limit: money(9_007_199_254_740_991, 'KWD') });
    expect(usage.left).toEqual(money(8_106_479_329_266_892, 'KWD'));
    expect(usage.percent).toBe(9);
  });

  it('refuses a limit used in another currency', () => {
    expect(() => limitUsage('spending', { used: money(1, 'EUR'), limit: sek(10) })).toThrow(RangeError);
  });
});

describe('the profile’s limits', () => {
  const profile: Profile = {
    email: 'amina.se@sandbox.test',
    country: 'SE',
    phone: '+46700000000',
    remittanceEnabled: true,
    hasPassword: true,
    spendingLimit: { used: sek(125_000), limit: sek(5_000_000) },
    yearlyLimit: { used: sek(1_875_000), limit: sek(15_000_000) },
  };

  it('are the spending limit, then the yearly one', () => {
    expect(limitsOf(profile).map((l) => [l.kind, l.percent])).toEqual([
      ['spending', 2],
      ['yearly', 12],
    ]);
  });

  it('leave the yearly limit out when the back office sets none', () => {
    expect(limitsOf({ ...profile, yearlyLimit: undefined }).map((l) => l.kind)).toEqual(['spending']);
  });
});

describe('what the profile offers for the password', () => {
  it('is changing it, for a customer who has one', () => {
    expect(passwordOffer({ hasPassword: true })).toBe('change');
  });

  it('is setting one, for a customer who has none (registered by one-time codes or BankID)', () => {
    expect(passwordOffer({ hasPassword: false })).toBe('set');
  });
});
