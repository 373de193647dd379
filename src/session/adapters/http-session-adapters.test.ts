import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFetch } from '@/shared/http/api-fetch';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { startSandbox, type RunningSandbox } from '@/sandbox/serve';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpServiceLocator } from './http-service-locator';

describe('HTTP session adapters against the sandbox on 127.0.0.1', () => {
  let sandbox: RunningSandbox;
  const reported: string[] = [];
  const sink: AuthFailureSink = { unauthorized: () => reported.push('unauthorized'), disabled: () => reported.push('disabled') };
  const fetch = createApiFetch({ sleep: async () => undefined });
  let locator: HttpServiceLocator;
  let auth: HttpAuthGateway;

  beforeAll(async () => {
    sandbox = await startSandbox();
    locator = new HttpServiceLocator(`${sandbox.origin}/sandbox/locator`, fetch);
    auth = new HttpAuthGateway(fetch, sink);
  });
  afterAll(() => sandbox.close());

  it('looks up where a login is registered', async () => {
    expect(await locator.lookupLogin('twin@sandbox.test')).toEqual([
      { country: 'SE', project: 'remit-eu' },
      { country: 'GB', project: 'remit-gb' },
    ]);
    expect(await locator.lookupLogin('nobody@sandbox.test')).toEqual([]);
  });

  it('finds a country’s back end, and nothing for a country without an entry', async () => {
    expect(await locator.backendFor('GB')).toEqual({ baseUrl: `${sandbox.origin}/sandbox/api/remit-gb`, project: 'remit-gb' });
    expect(await locator.backendFor('HR')).toBeUndefined();
  });

  it('signs in and loads the customer with the token', async () => {
    const backend = (await locator.backendFor('GB'))!;
    const { token } = await auth.login(backend, { email: 'hodan.gb@sandbox.test', password: DEMO_PASSWORD });
    const customer = await auth.currentCustomer(backend, token);
    expect(customer).toMatchObject({ firstName: 'Hodan', lastName: 'Ali', country: 'GB', verificationStatus: 'Pass' });
  });

  it('turns a wrong password into a field error carrying the request id', async () => {
    const backend = (await locator.backendFor('GB'))!;
    const error = await auth.login(backend, { email: 'hodan.gb@sandbox.test', password: 'nope12' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'CustomerNotFoundInvalidPassword', status: 400 });
    expect((error as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((error as { fieldErrors: unknown }).fieldErrors).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('reports a disabled customer to the sink', async () => {
    const backend = (await locator.backendFor('GB'))!;
    await expect(auth.login(backend, { email: 'disabled@sandbox.test', password: DEMO_PASSWORD })).rejects.toMatchObject({ type: 'DisabledCustomer' });
    expect(reported).toContain('disabled');
  });

  it('reports a revoked token as unauthorized', async () => {
    const backend = (await locator.backendFor('SE'))!;
    const { token } = await auth.login(backend, { email: 'amina.se@sandbox.test', password: DEMO_PASSWORD });
    sandbox.world.revokeAllSessions();
    await expect(auth.currentCustomer(backend, token)).rejects.toMatchObject({ status: 401 });
    expect(reported).toContain('unauthorized');
  });
});
