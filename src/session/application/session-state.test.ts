import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageSessionStore } from '../adapters/storage-session-store';
import type { SignedInCustomer } from '../domain/session';
import { SessionState } from './session-state';

const AMINA = { id: 1, guid: 'g-1', firstName: 'Amina', lastName: 'Warsame', email: 'amina@sandbox.test', country: 'SE' } as SignedInCustomer;

describe('the session state', () => {
  it('records a session’s start as the customer’s last activity, however they signed in (the inactivity sign-out counts from it)', () => {
    const store = new StorageSessionStore(new MemoryStorage());
    const clock = { now: () => Date.parse('2026-11-21T10:00:00Z') };
    const state = new SessionState(store, clock);
    expect(store.lastActivity()).toBeUndefined();
    state.start({ token: 't-1', baseUrl: 'http://127.0.0.1:5173/api', project: 'remit-eu', country: 'SE' }, AMINA);
    expect(state.isSignedIn).toBe(true);
    expect(store.lastActivity()).toBe(Date.parse('2026-11-21T10:00:00Z'));
  });
});
