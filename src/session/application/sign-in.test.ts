import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorld } from '@/sandbox/world/world';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { InMemoryAuthGateway } from '../adapters/in-memory-auth-gateway';
import { InMemoryServiceLocator } from '../adapters/in-memory-service-locator';
import { InMemorySessionTerminator } from '../adapters/in-memory-session-terminator';
import { StorageSessionStore, STORAGE_KEYS } from '../adapters/storage-session-store';
import { SessionState } from './session-state';
import { SignIn } from './sign-in';
import { SignOut } from './sign-out';
import { InMemorySessionEndBroadcast } from '../adapters/in-memory-session-end-broadcast';
import { RecordingLogger } from '@/shared/kernel/logger';

function setup() {
  const world = new SandboxWorld();
  const storage = new MemoryStorage();
  const store = new StorageSessionStore(storage);
  const state = new SessionState(store);
  const reported: string[] = [];
  const sink: AuthFailureSink = { unauthorized: () => reported.push('unauthorized'), disabled: () => reported.push('disabled') };
  const signIn = new SignIn(new InMemoryServiceLocator(world), new InMemoryAuthGateway(world, sink), state, {
    testBackend: { baseUrl: 'memory://remit-test', project: 'remit-test' },
  });
  return { world, storage, store, state, signIn, reported, signOut: new SignOut(state, store, new InMemorySessionTerminator(world), { leave() {} }, [], new InMemorySessionEndBroadcast(), new RecordingLogger()) };
}

describe('SignIn', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  it('finds the customer’s country back end, signs in and keeps the session', async () => {
    const outcome = await s.signIn.execute({ email: 'amina.se@sandbox.test', password: DEMO_PASSWORD });
    expect(outcome).toMatchObject({ kind: 'signed-in', customer: { firstName: 'Amina', country: 'SE' } });
    expect(s.state.isSignedIn).toBe(true);
    expect(s.state.baseUrl()).toBe('memory://remit-eu');
    expect(s.storage.getItem(STORAGE_KEYS.accessToken)).toBe(s.state.token());
    expect(s.store.defaultLoginCountry()).toBe('SE');
  });

  it('uses the test address for a country the locator does not know (Croatia)', async () => {
    await s.signIn.execute({ email: 'leyla.hr@sandbox.test', password: DEMO_PASSWORD });
    expect(s.state.session).toMatchObject({ baseUrl: 'memory://remit-test', project: 'remit-test', country: 'HR' });
  });

  it('without a test back end turned on, a country the locator does not know is not served: no e-mail or password goes anywhere', async () => {
    const world = new SandboxWorld();
    const logins: unknown[] = [];
    const auth = new InMemoryAuthGateway(world, { unauthorized: () => undefined, disabled: () => undefined });
    const recording = { ...auth, login: (...args: Parameters<typeof auth.login>) => (logins.push(args), auth.login(...args)) } as unknown as InMemoryAuthGateway;
    const state = new SessionState(new StorageSessionStore(new MemoryStorage()));
    const signIn = new SignIn(new InMemoryServiceLocator(world), recording, state, { testBackend: undefined });
    await expect(signIn.execute({ email: 'leyla.hr@sandbox.test', password: DEMO_PASSWORD })).rejects.toMatchObject({ type: 'CountryNotServed' });
    expect(logins).toEqual([]);
    expect(state.isSignedIn).toBe(false);
  });

  it('asks for the country when the e-mail is registered in two', async () => {
    const outcome = await s.signIn.execute({ email: 'twin@sandbox.test', password: DEMO_PASSWORD });
    expect(outcome).toEqual({ kind: 'choose-country', countries: ['SE', 'GB'] });
    expect(s.state.isSignedIn).toBe(false);
    await s.signIn.execute({ email: 'twin@sandbox.test', password: DEMO_PASSWORD, country: 'GB' });
    expect(s.state.session?.country).toBe('GB');
  });

  it('reports an unknown e-mail as CustomerNotFound', async () => {
    await expect(s.signIn.execute({ email: 'nobody@sandbox.test', password: DEMO_PASSWORD })).rejects.toMatchObject({ type: 'CustomerNotFound' });
  });

  it('reports a wrong password on the password field', async () => {
    const error = await s.signIn.execute({ email: 'hodan.gb@sandbox.test', password: 'wrong1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'CustomerNotFoundInvalidPassword', fieldErrors: [expect.objectContaining({ field: 'password' })] });
    expect(s.state.isSignedIn).toBe(false);
  });

  it('tells the auth-failure sink about a disabled customer', async () => {
    await expect(s.signIn.execute({ email: 'disabled@sandbox.test', password: DEMO_PASSWORD })).rejects.toMatchObject({ type: 'DisabledCustomer' });
    expect(s.reported).toEqual(['disabled']);
  });

  it('signs out leaving no token, but keeps the language and the sign-in country', async () => {
    s.storage.setItem('tr-lang', 'so');
    await s.signIn.execute({ email: 'amina.se@sandbox.test', password: DEMO_PASSWORD });
    s.signOut.execute('customer');
    expect(s.state.isSignedIn).toBe(false);
    expect(s.storage.keys().sort()).toEqual(['default-login-country', 'tr-lang']);
  });

  it('marks an unauthorized sign-out so the sign-in page can say why', async () => {
    await s.signIn.execute({ email: 'amina.se@sandbox.test', password: DEMO_PASSWORD });
    void s.signOut.execute('unauthorized');
    expect(s.store.readEndedNotice()).toBe('ended');
  });
});
