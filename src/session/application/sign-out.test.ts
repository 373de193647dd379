import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { RecordingLogger } from '@/shared/kernel/logger';
import { StorageSessionStore, STORAGE_KEYS } from '../adapters/storage-session-store';
import type { Session } from '../domain/session';
import type { SessionTerminator, SignOutLanding } from './ports';
import { InMemorySessionEndBroadcast, SessionEndBus } from '../adapters/in-memory-session-end-broadcast';
import type { SignOutReason } from './sign-out';
import { SessionState } from './session-state';
import { SERVER_LOGOUT_DEADLINE_MS, SignOut } from './sign-out';

const SESSION: Session = { token: 'sbx-1-abc', baseUrl: 'memory://remit-eu', project: 'remit-eu', country: 'SE' };
const PREFERENCES = {
  'tr-lang': 'sv',
  'default-login-country': 'SE',
  'is-push-dont-allowed': 'true',
  'popover-cookies': 'accepted',
  'is-freshchat-user-created': 'true',
};

function setup(logout: SessionTerminator['logout'] = async () => undefined) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(PREFERENCES)) storage.setItem(key, value);
  storage.setItem('registration-draft', '{"firstName":"Amina"}');
  storage.setItem('some-cache', 'amina.se@sandbox.test');
  const store = new StorageSessionStore(storage);
  const state = new SessionState(store);
  state.start(SESSION, { firstName: 'Amina' } as never);
  store.setLastActivity(1);
  storage.setItem(STORAGE_KEYS.oauthToken, 'oauth-1');
  const events: string[] = [];
  const server = { logout: vi.fn((backend, token, options) => {
    events.push('server logout');
    return logout(backend, token, options);
  }) } satisfies SessionTerminator;
  const exit = { leave: (landing: SignOutLanding) => events.push(`leave for ${landing}`) };
  const draft = { clear: () => events.push('draft cleared') };
  const logger = new RecordingLogger();
  const bus = new SessionEndBus();
  const otherTab = new InMemorySessionEndBroadcast(bus);
  otherTab.subscribe(() => events.push('other tabs told'));
  const signOut = new SignOut(state, store, server, exit, [draft], new InMemorySessionEndBroadcast(bus), logger);
  return { storage, state, server, events, logger, signOut };
}

const keysOf = (storage: MemoryStorage) => storage.keys().sort();

describe('SignOut', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps only the preference keys, clears the draft, tells the other tabs, ends the server session and leaves for a fresh sign-in page', async () => {
    const s = setup();
    await s.signOut.execute('customer');
    expect(s.state.isSignedIn).toBe(false);
    expect(s.state.customer).toBeUndefined();
    expect(keysOf(s.storage)).toEqual(Object.keys(PREFERENCES).sort());
    expect(s.events).toEqual(['draft cleared', 'other tabs told', 'server logout', 'leave for sign-in']);
  });

  it.each<[SignOutReason, string, string | null, boolean]>([
    ['customer', 'sign-in', null, true],
    ['inactivity', 'sign-in-and-back', 'inactivity', true],
    ['unauthorized', 'sign-in-and-back', 'true', true],
    ['wallet', 'sign-in-and-back', 'true', true],
    ['blocked', 'account-blocked', null, true],
    ['elsewhere', 'sign-in-and-back', null, false],
  ])('every end is the same wipe and a fresh page: %s lands on %s, leaves notice %s', async (reason, landing, notice, tellsOthers) => {
    const s = setup();
    await s.signOut.execute(reason);
    expect(s.state.isSignedIn).toBe(false);
    expect(keysOf(s.storage)).toEqual([...Object.keys(PREFERENCES), ...(notice ? ['unauthorized-message'] : [])].sort());
    expect(s.storage.getItem(STORAGE_KEYS.unauthorizedMessage)).toBe(notice);
    expect(s.events).toContain('draft cleared');
    expect(s.events.includes('other tabs told')).toBe(tellsOthers);
    expect(s.events.at(-1)).toBe(`leave for ${landing}`);
  });

  it('a session already ended does not end again: a late 401 after the customer’s own sign-out changes nothing', async () => {
    const s = setup();
    await s.signOut.execute('customer');
    s.events.length = 0;
    for (const reason of ['unauthorized', 'wallet', 'inactivity', 'elsewhere'] as const) await s.signOut.execute(reason);
    expect(s.events).toEqual([]);
    expect(s.storage.getItem(STORAGE_KEYS.unauthorizedMessage)).toBeNull();
  });

  it('ends the session on the server with the old token at the customer’s back end', async () => {
    const s = setup();
    await s.signOut.execute('customer');
    expect(s.server.logout).toHaveBeenCalledTimes(1);
    const [backend, token, options] = s.server.logout.mock.calls[0]!;
    expect(backend).toMatchObject({ baseUrl: SESSION.baseUrl, project: SESSION.project });
    expect(token).toBe(SESSION.token);
    expect(options?.signal).toBeInstanceOf(AbortSignal);
  });

  it('wipes everything here before the server answers, and a server that never answers is given up after 5 s', async () => {
    vi.useFakeTimers();
    const s = setup((_backend, _token, options) => new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(options.signal?.reason as Error))));
    let over = false;
    const done = s.signOut.execute('customer').then(() => (over = true));
    expect(s.state.isSignedIn).toBe(false);
    expect(s.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(s.events).toContain('leave for sign-in');
    await vi.advanceTimersByTimeAsync(SERVER_LOGOUT_DEADLINE_MS - 1);
    expect(over).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(s.logger.entries).toHaveLength(1);
    expect(s.logger.entries[0]?.message).toBe('Server logout failed');
  });

  it.each([
    ['a network failure', new AppError('NetworkError', 'offline')],
    ['a 5xx', new AppError('OpsSomethingWentWrong', 'down', { status: 500 })],
  ])('never keeps the customer signed in after %s of the server logout, only logs it', async (_what, failure) => {
    const s = setup(async () => {
      throw failure;
    });
    await expect(s.signOut.execute('customer')).resolves.toBeUndefined();
    expect(s.state.isSignedIn).toBe(false);
    expect(s.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(s.logger.entries).toEqual([{ message: 'Server logout failed', detail: failure }]);
  });

  it.each<SignOutReason>(['unauthorized', 'blocked', 'wallet', 'elsewhere'])('does not call the server when it refused the token (%s)', async (reason) => {
    const s = setup();
    await s.signOut.execute(reason);
    expect(s.server.logout).not.toHaveBeenCalled();
    expect(s.state.isSignedIn).toBe(false);
  });

  it('without a session, the customer’s sign-out still wipes and leaves, and calls no server', async () => {
    const s = setup();
    await s.signOut.execute('customer');
    s.events.length = 0;
    await s.signOut.execute('customer');
    expect(s.server.logout).toHaveBeenCalledTimes(1);
    expect(s.events).toEqual(['draft cleared', 'other tabs told', 'leave for sign-in']);
  });
});

describe('StorageSessionStore.clear', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('removes the session keys from a storage that cannot list its keys', () => {
    const plain = { getItem: storage.getItem.bind(storage), setItem: storage.setItem.bind(storage), removeItem: storage.removeItem.bind(storage) };
    const store = new StorageSessionStore(plain);
    store.save(SESSION);
    storage.setItem('tr-lang', 'so');
    store.clear();
    expect(storage.keys()).toEqual(['tr-lang']);
  });
});
