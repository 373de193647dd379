import { describe, expect, it } from 'vitest';
import { anonymousOperations } from '@/generated/main-api.security';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import { isAnonymousCall, mainApiClient, signedInClient } from './main-api-client';
import { requestIdHeader } from './request-id';

function capture() {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify({ status: 'Success', code: 200, data: {} }), { headers: { 'content-type': 'application/json' } });
  };
  return { seen, client: mainApiClient('http://127.0.0.1:9/sandbox/api/remit-eu', fetch, () => 'tok-1') };
}

describe('main API client', () => {
  it('sends the session token on signed-in calls', async () => {
    const { seen, client } = capture();
    await client.POST('/remit/wallet/get-balance', { params: { header: requestIdHeader() }, body: {} });
    expect(seen[0]!.headers.get('X-Auth-Token')).toBe('tok-1');
    expect(seen[0]!.url).toBe('http://127.0.0.1:9/sandbox/api/remit-eu/remit/wallet/get-balance');
  });

  it('drops the token header on verification calls', async () => {
    const { seen, client } = capture();
    await client.POST('/verification/send-phone-code', {
      params: { header: requestIdHeader() },
      body: { mobile_phone: { code: '46', phone: '701234567' } } as never,
    });
    expect(seen[0]!.headers.has('X-Auth-Token')).toBe(false);
    expect(seen[0]!.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the documents-info call without the token, as the contract documents it (security: [])', async () => {
    const { seen, client } = capture();
    await client.POST('/api/v2/docs-info', { params: { header: requestIdHeader() }, body: { iso_code: 'SE' } });
    expect(seen[0]!.url).toBe('http://127.0.0.1:9/sandbox/api/remit-eu/api/v2/docs-info');
    expect(seen[0]!.headers.has('X-Auth-Token')).toBe(false);
  });

  it('sends getUser with the token', async () => {
    const { seen, client } = capture();
    await client.POST('/user/get', { params: { header: requestIdHeader() }, body: {} });
    expect(seen[0]!.headers.get('X-Auth-Token')).toBe('tok-1');
  });

  it('decides by method and path from the generated contract security, not by a path prefix', () => {
    expect(anonymousOperations.has('POST /api/v2/docs-info')).toBe(true);
    expect(isAnonymousCall('/api/v2/docs-info', 'post')).toBe(true);
    expect(isAnonymousCall('/verification/process', 'POST')).toBe(true);
    expect(isAnonymousCall('/user/get', 'POST')).toBe(false);
    expect(isAnonymousCall('/api/v1/beneficiaries', 'GET')).toBe(false);
    expect(isAnonymousCall('/user/login', 'GET')).toBe(false); // only POST /user/login is documented
  });
});

describe('signed-in client', () => {
  function session(baseUrl: string | undefined, token: string | undefined) {
    const state = { baseUrl, token };
    const credentials: SessionCredentials = { baseUrl: () => state.baseUrl, token: () => state.token, project: () => 'remit-eu' };
    const seen: Request[] = [];
    const fetch = async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ status: 'Success', code: 200, data: {} }), { headers: { 'content-type': 'application/json' } });
    };
    return { state, seen, credentials, fetch };
  }

  it('calls the customer’s country with the session token the contract asks for, read at each call', async () => {
    const { state, seen, credentials, fetch } = session('http://127.0.0.1:9/sandbox/api/remit-eu', 'tok-1');
    const client = signedInClient(credentials, fetch);
    await client.POST('/remit/wallet/get-balance', { params: { header: requestIdHeader() }, body: {} });
    state.token = 'tok-2';
    await client.POST('/remit/wallet/get-balance', { params: { header: requestIdHeader() }, body: {} });
    await client.POST('/api/v2/docs-info', { params: { header: requestIdHeader() }, body: { iso_code: 'SE' } });
    expect(seen.map((r) => r.url)).toEqual([
      'http://127.0.0.1:9/sandbox/api/remit-eu/remit/wallet/get-balance',
      'http://127.0.0.1:9/sandbox/api/remit-eu/remit/wallet/get-balance',
      'http://127.0.0.1:9/sandbox/api/remit-eu/api/v2/docs-info',
    ]);
    expect(seen.map((r) => r.headers.get('X-Auth-Token'))).toEqual(['tok-1', 'tok-2', null]);
  });

  it('refuses with the no-session error, calling nothing, when there is no base address', () => {
    const { seen, credentials, fetch } = session(undefined, 'tok-1');
    expect(() => signedInClient(credentials, fetch)).toThrow(expect.objectContaining({ type: 'Unauthorized', status: 401 }));
    expect(seen).toEqual([]);
  });
});
