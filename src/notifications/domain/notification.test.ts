import { describe, expect, it } from 'vitest';
import { groupByCategory, unseenCount, unseenNotifications, type Notification } from './notification';

const DAY = 86_400_000;
const START = Date.parse('2026-11-21T10:00:00Z');
const note = (id: number, category: Notification['category'], daysAgo: number): Notification => ({
  id, category, title: `Title ${id}`, text: `Text ${id}`, createdAt: START - daysAgo * DAY,
});

const LIST = [note(1, 'wallet', 1), note(2, 'bonus', 2), note(3, 'transactions', 3), note(4, 'wallet', 4), note(5, 'bonus', 5), note(6, 'transactions', 6), note(7, 'wallet', 1)];

describe('unseen notifications', () => {
  it('counts the notifications not dismissed', () => {
    expect(unseenCount(LIST, new Set())).toBe(7);
    expect(unseenCount(LIST, new Set([1, 5, 99]))).toBe(5);
    expect(unseenCount([], new Set([1]))).toBe(0);
  });

  it('lists them newest first (the same time: the higher id first)', () => {
    expect(unseenNotifications(LIST, new Set([2])).map((n) => n.id)).toEqual([7, 1, 3, 4, 5, 6]);
  });
});

describe('groupByCategory', () => {
  it('groups the unseen by category in the order wallet, bonus, transactions, newest first in each', () => {
    expect(groupByCategory(LIST, new Set()).map((g) => [g.category, g.items.map((n) => n.id)])).toEqual([
      ['wallet', [7, 1, 4]],
      ['bonus', [2, 5]],
      ['transactions', [3, 6]],
    ]);
  });

  it('leaves out a category whose notifications are all dismissed', () => {
    expect(groupByCategory(LIST, new Set([2, 5])).map((g) => g.category)).toEqual(['wallet', 'transactions']);
    expect(groupByCategory(LIST, new Set(LIST.map((n) => n.id)))).toEqual([]);
  });
});
