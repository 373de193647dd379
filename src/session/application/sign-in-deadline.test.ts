import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch, type FetchLike } from '@/shared/http/api-fetch';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { HttpAuthGateway } from '../adapters/http-auth-gateway';
import { HttpServiceLocator } from '../adapters/http-service-locator';
import { StorageSessionStore } from '../adapters/storage-session-store';
import { SessionState } from './session-state';
import { SignIn } from './sign-in';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 'Success', data }), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A back office over HTTP where each call answers after `delays[path]` ms (never when missing),
 * following the request's signal as a real fetch does.
 */
function slowBackOffice(delays: Record<string, number>) {
  const calls: { path: string; at: number }[] = [];
  const answers: Record<string, () => Response> = {
    '/locator/users/lookup': () => ok([{ country: 'GB', project: 'remit-gb' }]),
    '/locator/countries/GB': () => ok({ iso2: 'GB', middleware: 'http://127.0.0.1:9/api', project: 'remit-gb' }),
    '/api/user/login': () => ok({ token: 'tok' }),
    '/api/user/get': () =>
      ok({ user: { id: 1, guid: 'g', email: 'hodan.gb@sandbox.test', firstName: 'Hodan', lastName: 'Ali', country: 'GB', isRemittanceEnabled: true } }),
  };
  const fetch: FetchLike = (request) =>
    new Promise((resolve, reject) => {
      const path = new URL(request.url).pathname;
      calls.push({ path, at: Date.now() });
      const delay = delays[path];
      const timer = delay === undefined ? undefined : setTimeout(() => resolve(answers[path]!()), delay);
      request.signal.addEventListener('abort', () => (clearTimeout(timer), reject(request.signal.reason)));
    });
  return { calls, fetch };
}

function signIn(fetch: FetchLike) {
  const api = createApiFetch({ fetch, random: () => 0.5 });
  const state = new SessionState(new StorageSessionStore(new MemoryStorage()));
  const useCase = new SignIn(new HttpServiceLocator('http://127.0.0.1:9/locator', api), new HttpAuthGateway(api, { unauthorized: () => undefined, disabled: () => undefined }), state, {
    testBackend: { baseUrl: 'http://127.0.0.1:9/test', project: 'remit-test' },
  });
  return { useCase, state };
}

describe('SignIn: one deadline for the whole action', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends in a time-out, with the hanging call’s request id, 20 s after the press, however the time was spent', async () => {
    // 7 s + 7 s of slow answers, then a login that never answers: 34 s with a deadline per call.
    const office = slowBackOffice({ '/locator/users/lookup': 7_000, '/locator/countries/GB': 7_000 });
    const { useCase, state } = signIn(office.fetch);
    const started = Date.now();
    let outcome: unknown = 'pending';
    useCase.execute({ email: 'hodan.gb@sandbox.test', password: 'Demo1234' }).then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(19_900);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toMatchObject({ type: 'Timeout', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(office.calls.map((c) => [c.path, c.at - started])).toEqual([
      ['/locator/users/lookup', 0],
      ['/locator/countries/GB', 7_000],
      ['/api/user/login', 14_000],
    ]);
    expect(state.isSignedIn).toBe(false);
  });

  it('ends a hanging, retried GET at the deadline too (one attempt, not four of 20 s)', async () => {
    const office = slowBackOffice({});
    const { useCase } = signIn(office.fetch);
    let outcome: unknown = 'pending';
    useCase.execute({ email: 'hodan.gb@sandbox.test', password: 'Demo1234' }).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(20_100);
    expect(outcome).toMatchObject({ type: 'Timeout' });
    expect(office.calls).toHaveLength(1);
  });

  it('signs in when the calls fit in the deadline', async () => {
    const office = slowBackOffice({ '/locator/users/lookup': 4_000, '/locator/countries/GB': 4_000, '/api/user/login': 4_000, '/api/user/get': 4_000 });
    const { useCase, state } = signIn(office.fetch);
    const done = useCase.execute({ email: 'hodan.gb@sandbox.test', password: 'Demo1234' });
    await vi.advanceTimersByTimeAsync(16_001);
    await expect(done).resolves.toMatchObject({ kind: 'signed-in' });
    expect(state.isSignedIn).toBe(true);
  });
});
