import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { RecordingLogger } from '@/shared/kernel/logger';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { InMemorySessionEndBroadcast } from '@/session/adapters/in-memory-session-end-broadcast';
import { SessionState } from '@/session/application/session-state';
import { SignOut } from '@/session/application/sign-out';
import { AppNavigator } from './app-navigator';
import { AuthFailureHandler } from './auth-failure-handler';

/** A signed-in page at `path`: the handler with the real sign-out and navigator; `loads` are the fresh page loads. */
function setup(path: string, search = '') {
  const loads: string[] = [];
  const navigator = new AppNavigator();
  navigator.attach(() => undefined, () => ({ pathname: path, search }), (to) => loads.push(to));
  const store = new StorageSessionStore(new MemoryStorage());
  const state = new SessionState(store);
  state.start({ token: 't-1', baseUrl: 'memory://remit-eu', project: 'remit-eu', country: 'SE' }, { firstName: 'Amina' } as never);
  const signOut = new SignOut(state, store, { logout: async () => undefined }, navigator, [], new InMemorySessionEndBroadcast(), new RecordingLogger());
  return { handler: new AuthFailureHandler(signOut), loads, state, store };
}

describe('AuthFailureHandler', () => {
  it('signs out after a 401 onto a fresh sign-in page that leads back to where the customer was', () => {
    const { handler, loads, state, store } = setup('/transfers', '?page=2');
    handler.unauthorized(new AppError('AccessDenied', 'x', { status: 401 }));
    expect(state.isSignedIn).toBe(false);
    expect(store.readEndedNotice()).toBe('ended');
    expect(loads).toEqual(['/sign-in?redirect=%2Ftransfers%3Fpage%3D2']);
  });

  it('a second 401 of the same page (calls refused together) ends nothing more', () => {
    const { handler, loads } = setup('/wallet');
    handler.unauthorized(new AppError('AccessDenied', 'x', { status: 401 }));
    handler.unauthorized(new AppError('AccessDenied', 'x', { status: 403 }));
    expect(loads).toEqual(['/sign-in?redirect=%2Fwallet']);
  });

  it('sends a disabled customer to /account-blocked, afresh', () => {
    const { handler, loads, store } = setup('/wallet');
    handler.disabled(new AppError('DisabledCustomer', 'x', { status: 403 }));
    expect(loads).toEqual(['/account-blocked']);
    expect(store.readEndedNotice()).toBeUndefined();
  });
});
