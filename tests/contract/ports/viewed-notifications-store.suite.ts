import { expect, it } from 'vitest';
import { BrowserViewedNotificationsStore } from '@/notifications/adapters/browser-viewed-notifications-store';
import { InMemoryViewedNotificationsStore } from '@/notifications/adapters/in-memory-viewed-notifications-store';
import { ViewedNotificationsStore } from '@/notifications/application/viewed-notifications-store';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { definePortSuite } from './port-suite';

const AMINA = '5a4a0000-0000-4000-9000-0000000003e9';
const HODAN = '5a4a0000-0000-4000-9000-0000000003ea';

/**
 * The viewed list in both modes: the HTTP mode's browser adapter (here over memory cookies and
 * storage, as a browser's document and local storage) and the memory mode's, kept with the world.
 */
export const suite = definePortSuite({
  port: ViewedNotificationsStore,
  name: 'ViewedNotificationsStore',
  adapters: {
    http: () => new BrowserViewedNotificationsStore(new MemoryCookieDocument(), new MemoryStorage(), { secure: true }),
    memory: ({ world }) => new InMemoryViewedNotificationsStore(world),
  },
  behaviour(subject) {
    it('remembers nothing for a customer who dismissed nothing', () => {
      expect(subject.adapter.viewed(AMINA)).toEqual([]);
    });

    it('remembers dismissed ids oldest first, each once', () => {
      subject.adapter.remember(AMINA, [3]);
      subject.adapter.remember(AMINA, [1, 3]);
      subject.adapter.remember(AMINA, [17]);
      expect(subject.adapter.viewed(AMINA)).toEqual([3, 1, 17]);
    });

    it('keeps each customer’s list apart, whatever the case of the guid', () => {
      subject.adapter.remember(AMINA, [1, 2]);
      subject.adapter.remember(HODAN, [9]);
      expect(subject.adapter.viewed(AMINA)).toEqual([1, 2]);
      expect(subject.adapter.viewed(AMINA.toUpperCase())).toEqual([1, 2]);
      expect(subject.adapter.viewed(HODAN)).toEqual([9]);
    });

    it('keeps what 50 cookies of 4093 characters hold: the newest ids, the oldest forgotten', () => {
      const ids = Array.from({ length: 40_000 }, (_, i) => 10_000 + i);
      subject.adapter.remember(AMINA, ids);
      const kept = subject.adapter.viewed(AMINA);
      // 50 cookies of 677 five-digit ids each (6 × 677 - 1 = 4061 characters of value, plus a name of 26 to 29 and "=").
      expect(kept).toHaveLength(50 * 677);
      expect(kept).toEqual(ids.slice(ids.length - kept.length));
      // One more: the oldest kept goes.
      subject.adapter.remember(AMINA, [99_999]);
      expect(subject.adapter.viewed(AMINA)).toEqual([...kept.slice(1), 99_999]);
    });
  },
});
