import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageSessionStore } from '../adapters/storage-session-store';
import { INACTIVITY_POLICY } from '../domain/inactivity';
import { endStaleSession } from './stale-session';

const NOW = Date.UTC(2026, 10, 29, 12);
const SESSION = { token: 'tok-1', baseUrl: 'memory://remit-eu', project: 'remit-eu', country: 'SE' };

function stored(lastActivity?: number) {
  const storage = new MemoryStorage();
  storage.setItem('tr-lang', 'sv');
  const store = new StorageSessionStore(storage);
  store.save(SESSION);
  if (lastActivity !== undefined) store.setLastActivity(lastActivity);
  return { storage, store };
}

describe('a stored session at the start of a page load', () => {
  it('is wiped when idle past the inactivity limit: only the preferences and the notice stay', () => {
    const { storage, store } = stored(NOW - INACTIVITY_POLICY.timeoutMs);
    expect(endStaleSession(store, NOW)).toEqual(SESSION);
    expect(store.load()).toBeUndefined();
    expect(store.readEndedNotice()).toBe('inactivity');
    expect(storage.keys().sort()).toEqual(['tr-lang', 'unauthorized-message']);
  });

  it('is kept a moment before the limit, and when no activity is on record yet (just signed in)', () => {
    for (const { store } of [stored(NOW - INACTIVITY_POLICY.timeoutMs + 1), stored()]) {
      expect(endStaleSession(store, NOW)).toBeUndefined();
      expect(store.load()).toEqual(SESSION);
      expect(store.readEndedNotice()).toBeUndefined();
    }
  });
});
