import { describe, expect, it } from 'vitest';
import { mainApiClient } from './main-api-client';
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
});
