import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFetch } from '@/shared/http/api-fetch';
import { REQUEST_ID_HEADER } from '@/shared/http/request-id';
import { startSandbox, type RunningSandbox } from '@/sandbox/serve';
import { HttpAuthGateway } from './http-auth-gateway';

// What both modes answer is held by the port suites (tests/contract/ports/); this file keeps the
// HTTP-only plumbing.
describe('HTTP session adapters against the sandbox on 127.0.0.1', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('carries the request id it sent into the error, as the customer’s "Error code"', async () => {
    const sent: string[] = [];
    const fetch = createApiFetch({
      fetch: (request) => {
        sent.push(request.headers.get(REQUEST_ID_HEADER) ?? '');
        return globalThis.fetch(request);
      },
    });
    const auth = new HttpAuthGateway(fetch, { unauthorized: () => undefined, disabled: () => undefined });
    const backend = { baseUrl: `${sandbox.origin}/sandbox/api/remit-gb`, project: 'remit-gb' };
    const error = await auth.login(backend, { email: 'hodan.gb@sandbox.test', password: 'nope12' }).catch((e: unknown) => e);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(error).toMatchObject({ type: 'CustomerNotFoundInvalidPassword', requestId: sent[0] });
  });
});
