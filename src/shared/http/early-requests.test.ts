import { describe, expect, it, vi } from 'vitest';
import { startEarlyRequests, takeEarlyResponse } from './early-requests';

const url = 'https://api.test/remit-eu/user/get';
const auth = { header: 'X-Auth-Token', value: 'tok-1' };

function started() {
  const scope = {};
  const fetch = vi.fn(async () => new Response('{"status":"Success"}', { status: 200 }));
  let id = 0;
  startEarlyRequests(scope, [{ url, auth, body: '{}' }], { fetch, requestId: () => `early-${++id}`, now: () => 1_000 });
  return { scope, fetch };
}

const appRequest = (overrides: { url?: string; token?: string; body?: string; method?: string } = {}) =>
  new Request(overrides.url ?? url, {
    method: overrides.method ?? 'POST',
    headers: { 'X-Auth-Token': overrides.token ?? 'tok-1', 'Content-Type': 'application/json' },
    body: overrides.body ?? '{}',
  });

describe('early requests', () => {
  it('sends each request at once, with the token and its own request id', () => {
    const { fetch } = started();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'POST', body: '{}', headers: expect.objectContaining({ 'X-Auth-Token': 'tok-1', 'X-Request-Id': 'early-1' }) }));
  });

  it('gives the answer to the same request once', async () => {
    const { scope } = started();
    const early = await takeEarlyResponse(scope, appRequest(), 2_000);
    expect(early?.requestId).toBe('early-1');
    expect(await (await early!.response).json()).toEqual({ status: 'Success' });
    expect(await takeEarlyResponse(scope, appRequest(), 2_000)).toBeUndefined();
  });

  it('gives it to one of two identical requests asked at the same time, and the other asks again', async () => {
    const { scope } = started();
    const both = await Promise.all([takeEarlyResponse(scope, appRequest(), 2_000), takeEarlyResponse(scope, appRequest(), 2_000)]);
    expect(both.filter((early) => early !== undefined)).toHaveLength(1);
  });

  it('leaves the other early requests when one is claimed twice at the same time', async () => {
    const scope = {};
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const balance = 'https://api.test/remit-eu/remit/wallet/get-balance';
    startEarlyRequests(scope, [{ url, auth, body: '{}' }, { url: balance, auth, body: '{}' }], { fetch, requestId: () => 'early', now: () => 1_000 });
    await Promise.all([takeEarlyResponse(scope, appRequest(), 2_000), takeEarlyResponse(scope, appRequest(), 2_000)]);
    expect(await takeEarlyResponse(scope, appRequest({ url: balance }), 2_000)).toBeDefined();
  });

  it.each([
    ['another address', { url: 'https://api.test/remit-eu/remit/wallet/get-balance' }],
    ['another token', { token: 'tok-2' }],
    ['another body', { body: '{"customer_id":7}' }],
    ['another method', { method: 'PUT' }],
  ])('does not give it to %s', async (_, overrides) => {
    const { scope } = started();
    expect(await takeEarlyResponse(scope, appRequest(overrides), 2_000)).toBeUndefined();
  });

  it('does not give an answer older than 30 s', async () => {
    const { scope } = started();
    expect(await takeEarlyResponse(scope, appRequest(), 31_001)).toBeUndefined();
  });

  it('has nothing when no early script ran', async () => {
    expect(await takeEarlyResponse({}, appRequest(), 0)).toBeUndefined();
  });

  it('sends nothing when the early script runs after the app has begun asking (it would ask twice)', async () => {
    const scope = {};
    expect(await takeEarlyResponse(scope, appRequest(), 0)).toBeUndefined();
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const sent = startEarlyRequests(scope, [{ url, auth, body: '{}' }], { fetch, requestId: () => 'early', now: () => 1_000 });
    expect(sent).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
