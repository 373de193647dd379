import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../kernel/app-error';
import { actionDeadline } from '../kernel/deadline';
import { createApiFetch, type FetchLike } from './api-fetch';
import { startEarlyRequests } from './early-requests';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recorder(answers: (Response | Error)[]) {
  const seen: Request[] = [];
  const fetch: FetchLike = async (request) => {
    seen.push(request);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { seen, fetch };
}

const instant = { sleep: async () => undefined, random: () => 0.5 };

describe('createApiFetch', () => {
  it('stamps a fresh request id on every request and returns it on the response', async () => {
    const { seen, fetch } = recorder([json(200, { ok: 1 }), json(200, { ok: 2 })]);
    let n = 0;
    const api = createApiFetch({ fetch, requestId: () => `rid-${++n}`, ...instant });
    const first = await api(new Request('http://127.0.0.1/a'));
    await api(new Request('http://127.0.0.1/b'));
    expect(seen.map((r) => r.headers.get('X-Request-Id'))).toEqual(['rid-1', 'rid-2']);
    expect(first.headers.get('X-Request-Id')).toBe('rid-1');
    expect(await first.json()).toEqual({ ok: 1 });
  });

  it('retries a GET on 503 at most three times, keeping its request id', async () => {
    const { seen, fetch } = recorder([json(503, {}), json(503, {}), json(503, {}), json(503, {}), json(200, {})]);
    const api = createApiFetch({ fetch, ...instant });
    const response = await api(new Request('http://127.0.0.1/a'));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((r) => r.headers.get('X-Request-Id'))).size).toBe(1);
  });

  it('never retries a POST without an idempotency key', async () => {
    const { seen, fetch } = recorder([json(503, {}), json(200, {})]);
    const api = createApiFetch({ fetch, ...instant });
    const response = await api(new Request('http://127.0.0.1/pay', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it('retries a keyed POST after a lost response, resending the same body and key', async () => {
    const { seen, fetch } = recorder([new TypeError('socket hang up'), json(200, { done: true })]);
    const api = createApiFetch({ fetch, ...instant });
    const request = new Request('http://127.0.0.1/pay', { method: 'POST', body: '{"a":1}', headers: { 'Idempotency-Key': 'k-1' } });
    const response = await api(request);
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(await seen[1]!.text()).toBe('{"a":1}');
    expect(seen[1]!.headers.get('Idempotency-Key')).toBe('k-1');
  });

  it('waits longer before each retry (exponential backoff with jitter)', async () => {
    const waits: number[] = [];
    const { fetch } = recorder([json(429, {}), json(429, {}), json(429, {}), json(200, {})]);
    const api = createApiFetch({ fetch, sleep: async (ms) => void waits.push(ms), random: () => 0.5, baseDelayMs: 100 });
    await api(new Request('http://127.0.0.1/a'));
    expect(waits).toEqual([100, 200, 400]);
  });

  it('turns a network failure into an AppError carrying the request id', async () => {
    const { fetch } = recorder([new TypeError('offline')]);
    const api = createApiFetch({ fetch, requestId: () => 'rid-x', maxRetries: 0, ...instant });
    const failure = await api(new Request('http://127.0.0.1/a')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ type: 'Network', requestId: 'rid-x' });
  });

  it('reports a success that is not JSON as a malformed response', async () => {
    const { fetch } = recorder([new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } })]);
    const api = createApiFetch({ fetch, requestId: () => 'rid-m', ...instant });
    await expect(api(new Request('http://127.0.0.1/a'))).rejects.toMatchObject({ type: 'MalformedResponse', requestId: 'rid-m' });
  });

  it('times out a request that never answers', async () => {
    const fetch: FetchLike = (request) =>
      new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const api = createApiFetch({ fetch, timeoutMs: 20, maxRetries: 0, ...instant });
    await expect(api(new Request('http://127.0.0.1/a'))).rejects.toMatchObject({ type: 'Timeout' });
  });
});

/** A server that never answers; each attempt ends only when its request is aborted. */
function hanging() {
  const seen: Request[] = [];
  const fetch: FetchLike = (request) =>
    new Promise((_, reject) => {
      seen.push(request);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  return { seen, fetch };
}

/** Settles the promise's state without waiting for it: 'pending' until it settles. */
function track<T>(promise: Promise<T>) {
  const state: { settled: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { settled: 'pending' };
  promise.then(
    (value) => Object.assign(state, { settled: 'resolved', value }),
    (error: unknown) => Object.assign(state, { settled: 'rejected', error }),
  );
  return state;
}

describe('createApiFetch: one deadline per call, and the caller’s deadline per action', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a GET that never answers about 20 s in all, not four attempts of 20 s', async () => {
    const { seen, fetch } = hanging();
    const api = createApiFetch({ fetch, requestId: () => 'rid-hang' });
    const call = track(api(new Request('http://127.0.0.1/users/lookup')));
    await vi.advanceTimersByTimeAsync(19_900);
    expect(call.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(call.settled).toBe('rejected');
    expect(call.error).toMatchObject({ type: 'Timeout', requestId: 'rid-hang' });
    expect(seen).toHaveLength(1);
  });

  it('retries slow failures only while the deadline allows, then reports the time-out', async () => {
    const seen: number[] = [];
    // Each attempt takes 8 s and answers 503.
    const fetch: FetchLike = (request) =>
      new Promise((resolve, reject) => {
        seen.push(Date.now());
        const timer = setTimeout(() => resolve(json(503, {})), 8_000);
        request.signal.addEventListener('abort', () => (clearTimeout(timer), reject(request.signal.reason)));
      });
    const api = createApiFetch({ fetch, random: () => 0.5 });
    const started = Date.now();
    const call = track(api(new Request('http://127.0.0.1/a')));
    await vi.advanceTimersByTimeAsync(20_001);
    expect(call.settled).toBe('rejected');
    expect(call.error).toMatchObject({ type: 'Timeout' });
    expect(seen.map((at) => at - started)).toEqual([0, 8_300, 16_900]);
  });

  it('returns the last retryable answer when no retry fits before the deadline', async () => {
    const { fetch } = recorder([json(503, {}), json(503, {})]);
    const api = createApiFetch({ fetch, deadlineMs: 250, baseDelayMs: 300, random: () => 0.5 });
    const response = await api(new Request('http://127.0.0.1/a'));
    expect(response.status).toBe(503);
  });

  it('ends the call as soon as the caller’s deadline passes, mid-attempt or mid-pause', async () => {
    const { fetch } = hanging();
    const api = createApiFetch({ fetch, requestId: () => 'rid-action' });
    const deadline = actionDeadline(5_000);
    const call = track(api(new Request('http://127.0.0.1/a', { signal: deadline.signal })));
    await vi.advanceTimersByTimeAsync(5_001);
    expect(call.error).toMatchObject({ type: 'Timeout', requestId: 'rid-action' });

    const failing = recorder([json(503, {}), json(200, {})]);
    const slowPause = createApiFetch({ fetch: failing.fetch, baseDelayMs: 10_000, random: () => 0.5 });
    const second = actionDeadline(1_000);
    const paused = track(slowPause(new Request('http://127.0.0.1/a', { signal: second.signal })));
    await vi.advanceTimersByTimeAsync(1_001);
    expect(paused.error).toMatchObject({ type: 'Timeout' });
    expect(failing.seen).toHaveLength(1);
  });

  it('sends nothing once the caller’s deadline has passed', async () => {
    const { seen, fetch } = recorder([json(200, {})]);
    const api = createApiFetch({ fetch });
    const deadline = actionDeadline(10);
    await vi.advanceTimersByTimeAsync(11);
    await expect(api(new Request('http://127.0.0.1/a', { signal: deadline.signal }))).rejects.toMatchObject({ type: 'Timeout' });
    expect(seen).toHaveLength(0);
  });
});

describe('createApiFetch with an early answer', () => {
  const url = 'http://127.0.0.1/api/user/get';
  const appRequest = () =>
    new Request(url, { method: 'POST', headers: { 'X-Auth-Token': 'tok', 'X-Request-Id': 'app-rid' }, body: '{}' });
  const early = (answer: () => Promise<Response>) => {
    const scope = {};
    startEarlyRequests(scope, [{ url, auth: { header: 'X-Auth-Token', value: 'tok' }, body: '{}' }], {
      fetch: answer,
      requestId: () => 'early-rid',
      now: () => Date.now(),
    });
    return scope;
  };

  it('adopts the answer the early script already has, without asking again, under the early request id', async () => {
    const { seen, fetch } = recorder([json(200, { asked: 'again' })]);
    const api = createApiFetch({ fetch, earlyScope: early(async () => json(200, { asked: 'early' })), ...instant });
    const response = await api(appRequest());
    expect(await response.json()).toEqual({ asked: 'early' });
    expect(response.headers.get('X-Request-Id')).toBe('early-rid');
    expect(seen).toHaveLength(0);
  });

  it('asks again when the early request failed at the network or answered 503', async () => {
    for (const answer of [async () => Promise.reject(new TypeError('offline')), async () => json(503, {})]) {
      const { seen, fetch } = recorder([json(200, { asked: 'again' })]);
      const api = createApiFetch({ fetch, earlyScope: early(answer), ...instant });
      expect(await (await api(appRequest())).json()).toEqual({ asked: 'again' });
      expect(seen).toHaveLength(1);
    }
  });

  it('asks again for a second identical call: an early answer serves once', async () => {
    const { seen, fetch } = recorder([json(200, { asked: 'again' })]);
    const api = createApiFetch({ fetch, earlyScope: early(async () => json(200, { asked: 'early' })), ...instant });
    await api(appRequest());
    expect(await (await api(appRequest())).json()).toEqual({ asked: 'again' });
    expect(seen).toHaveLength(1);
  });
});
