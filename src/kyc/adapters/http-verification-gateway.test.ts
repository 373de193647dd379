import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from '@/sandbox/serve';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import { HttpAuthGateway } from '@/session/adapters/http-auth-gateway';
import { HttpServiceLocator } from '@/session/adapters/http-service-locator';
import { createApiFetch } from '@/shared/http/api-fetch';
import { SharedReads } from '@/shared/http/shared-reads';
import { HttpVerificationGateway } from './http-verification-gateway';
import { fetchUpload } from './upload-transport';

const EMAIL = 'status.requestaddress@sandbox.test';
const noSink = { unauthorized: () => undefined, disabled: () => undefined };

// The session reads the customer as the signed-in page opens; verification's profile, loaded just
// after, takes that answer instead of a second user/get, and a fresh read always asks.
describe('HttpVerificationGateway and the session share the opening user/get', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let world: SandboxWorld;
  let userGets: number;
  let now: number;

  beforeEach(async () => {
    world = new SandboxWorld();
    sandbox = await startSandbox(world);
    userGets = 0;
    now = 0;
  });
  afterEach(() => sandbox.close());

  async function opened() {
    const fetch = createApiFetch({
      sleep: async () => undefined,
      fetch: (request) => {
        if (new URL(request.url).pathname.endsWith('/user/get')) userGets += 1;
        return globalThis.fetch(request);
      },
    });
    const reads = new SharedReads(() => now);
    const auth = new HttpAuthGateway(fetch, noSink, reads);
    const backend = (await new HttpServiceLocator(`${sandbox.origin}/sandbox/locator`, fetch).backendFor('SE'))!;
    const { token } = await auth.login(backend, { email: EMAIL, password: DEMO_PASSWORD, country: 'SE' });
    const credentials = { token: () => token, baseUrl: () => backend.baseUrl, project: () => backend.project };
    const gateway = new HttpVerificationGateway(credentials, fetch, noSink, fetchUpload(fetch), reads);
    await auth.currentCustomer(backend, token);
    return { gateway, customer: world.customersByEmail(EMAIL)[0]! };
  }

  it('answers the first profile with the session’s read: one user/get for both', async () => {
    const { gateway } = await opened();
    expect((await gateway.profile()).status).toBe('RequestAddress');
    expect(userGets).toBe(1);
  });

  it('asks the server for the next profile, and for a fresh one even when an answer is offered', async () => {
    const { gateway, customer } = await opened();
    await gateway.profile();
    customer.status = 'Pass';
    expect((await gateway.profile()).status).toBe('Pass');
    expect(userGets).toBe(2);
  });

  it('does not take an offer for a fresh read, nor one older than ten seconds', async () => {
    const first = await opened();
    first.customer.status = 'Pass';
    expect((await first.gateway.profile({ fresh: true })).status).toBe('Pass');
    expect(userGets).toBe(2);
    // The fresh read dropped the offer: the next one asks too.
    await first.gateway.profile();
    expect(userGets).toBe(3);
  });

  it('asks again when the session’s answer is older than ten seconds', async () => {
    const { gateway } = await opened();
    now = 10_001;
    await gateway.profile();
    expect(userGets).toBe(2);
  });
});
