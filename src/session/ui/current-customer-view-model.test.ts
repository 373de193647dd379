import { describe, expect, it } from 'vitest';
import { createApiFetch, type FetchLike } from '@/shared/http/api-fetch';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { HttpAuthGateway } from '../adapters/http-auth-gateway';
import { StorageSessionStore } from '../adapters/storage-session-store';
import { LoadCurrentCustomer } from '../application/load-current-customer';
import { SessionState } from '../application/session-state';
import { CurrentCustomerViewModel } from './current-customer-view-model';

const USER = {
  user: { id: 7, guid: 'g-7', email: 'hodan.gb@sandbox.test', firstName: 'Hodan', lastName: 'Ali', country: 'GB', isRemittanceEnabled: true },
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const noSink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };

/** A signed-in browser after a reload (token kept, customer not), whose user/get answers `answers` in turn. */
function reloaded(answers: (() => Response | Promise<Response>)[]) {
  const storage = new MemoryStorage();
  storage.setItem('access-token', 'tok');
  storage.setItem('base-url', 'http://127.0.0.1:9/api');
  const state = new SessionState(new StorageSessionStore(storage));
  const fetch: FetchLike = async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  };
  const api = createApiFetch({ fetch, sleep: async () => undefined, timeoutMs: 50 });
  const vm = new CurrentCustomerViewModel(new LoadCurrentCustomer(new HttpAuthGateway(api, noSink), state), state);
  return { vm, state };
}

describe('CurrentCustomerViewModel: a failed user/get is shown, with its error code and a retry', () => {
  it.each([
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Network'],
    ['a server error', () => json(500, { status: 'Error' }), 'OpsSomethingWentWrong'],
    ['too many requests', () => json(429, {}), 'Unknown'],
    ['malformed JSON', () => new Response('{"data":', { status: 200 }), 'MalformedResponse'],
    ['an answer of the wrong shape', () => json(200, { status: 'Success', data: { user: { id: 'seven' } } }), 'MalformedResponse'],
  ] as const)('%s', async (_what, answer, type) => {
    const { vm } = reloaded([answer, () => json(200, { status: 'Success', data: USER })]);
    await vm.load();
    expect(vm.showFailure).toBe(true);
    expect(vm.task.error).toMatchObject({ type, requestId: expect.stringMatching(UUID) });
    expect(vm.customer).toBeUndefined();

    const retry = vm.load();
    expect(vm.task.retrying).toBe(true);
    expect(vm.showFailure).toBe(true);
    await retry;
    expect(vm.showFailure).toBe(false);
    expect(vm.customer).toMatchObject({ firstName: 'Hodan', lastName: 'Ali' });
  });

  it('times out a user/get that never answers', async () => {
    const { vm } = reloaded([() => new Promise<Response>(() => undefined)]);
    await vm.load();
    expect(vm.task.error).toMatchObject({ type: 'Timeout', requestId: expect.stringMatching(UUID) });
  });

  it('shows nothing once the session is gone (a 401 took the customer to sign-in)', async () => {
    const { vm, state } = reloaded([() => json(500, {})]);
    await vm.load();
    state.end();
    expect(vm.showFailure).toBe(false);
  });
});
