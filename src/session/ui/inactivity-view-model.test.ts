import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageSessionStore } from '../adapters/storage-session-store';
import { InactivityMonitor } from '../application/inactivity-monitor';
import { SessionState } from '../application/session-state';
import { SignOut } from '../application/sign-out';
import type { SessionTerminator, SignOutLanding } from '../application/ports';
import { InMemorySessionEndBroadcast } from '../adapters/in-memory-session-end-broadcast';
import { RecordingLogger } from '@/shared/kernel/logger';
import { inactivityPhase, minutesLeft } from '../domain/inactivity';
import { InactivityViewModel } from './inactivity-view-model';

const MINUTE = 60_000;

describe('inactivity rules', () => {
  it('warns in the last three minutes and expires at sixty', () => {
    expect(inactivityPhase(0, 56 * MINUTE)).toBe('active');
    expect(inactivityPhase(0, 57 * MINUTE)).toBe('warning');
    expect(inactivityPhase(0, 60 * MINUTE)).toBe('expired');
    expect(minutesLeft(0, 58 * MINUTE + 1)).toBe(2);
    expect(minutesLeft(0, 61 * MINUTE)).toBe(0);
  });
});

/** Where the sign-outs of a test left for. */
let landings: SignOutLanding[] = [];

/** A sign-out as the container builds it, with a server that ends sessions and a page that records where it leaves for. */
function signOutOf(state: SessionState, store: StorageSessionStore): SignOut {
  const server: SessionTerminator = { logout: async () => undefined };
  return new SignOut(state, store, server, { leave: (landing) => landings.push(landing) }, [], new InMemorySessionEndBroadcast(), new RecordingLogger());
}

describe('InactivityViewModel', () => {
  let storage: MemoryStorage;
  let store: StorageSessionStore;
  let state: SessionState;
  let vm: InactivityViewModel;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    landings = [];
    storage = new MemoryStorage();
    store = new StorageSessionStore(storage);
    state = new SessionState(store);
    state.start({ token: 't', baseUrl: 'memory://remit-eu', project: 'remit-eu', country: 'SE' }, {} as never);
    vm = new InactivityViewModel(new InactivityMonitor(store, { now: () => Date.now() }), state, signOutOf(state, store));
    vm.start();
  });
  afterEach(() => {
    vm.stop();
    vi.useRealTimers();
  });

  it('stays quiet while the customer is active', () => {
    vi.advanceTimersByTime(30 * MINUTE);
    vm.activity();
    vi.advanceTimersByTime(50 * MINUTE);
    expect(vm.view).toBe('active');
    expect(state.isSignedIn).toBe(true);
  });

  it('warns before signing out, and staying keeps the session', () => {
    vi.advanceTimersByTime(58 * MINUTE);
    expect(vm.view).toBe('warning');
    expect(vm.minutesLeft).toBe(2);
    vm.activity(); // stray movement does not dismiss the warning
    expect(vm.view).toBe('warning');
    vm.staySignedIn();
    vi.advanceTimersByTime(58 * MINUTE);
    expect(state.isSignedIn).toBe(true);
  });

  it('signs out after sixty minutes onto a fresh sign-in page that says why (nothing of the customer stays behind a message)', () => {
    vi.advanceTimersByTime(61 * MINUTE);
    expect(state.isSignedIn).toBe(false);
    expect(storage.getItem('access-token')).toBeNull();
    expect(store.readEndedNotice()).toBe('inactivity');
    expect(landings).toEqual(['sign-in-and-back']);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(landings).toHaveLength(1);
  });

  it('signs out at once when the page is reopened after the time is up', () => {
    vm.stop();
    store.setLastActivity(Date.now() - 2 * 60 * MINUTE);
    const reopened = new InactivityViewModel(new InactivityMonitor(store, { now: () => Date.now() }), state, signOutOf(state, store));
    reopened.start();
    expect(state.isSignedIn).toBe(false);
    expect(landings).toEqual(['sign-in-and-back']);
    reopened.stop();
  });
});
