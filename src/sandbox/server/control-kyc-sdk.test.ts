import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../world/customers';
import { SandboxWorld } from '../world/world';
import { createSandboxApp } from './sandbox-app';

const post = (app: ReturnType<typeof createSandboxApp>, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the SDK test control', () => {
  it('makes a fresh, fully registered customer of the country in the status asked for, every time another', async () => {
    const world = new SandboxWorld();
    const app = createSandboxApp(world, { vendorOrigin: 'http://127.0.0.1:1' });
    const first = (await (await post(app, '/sandbox/control/sdk-customer', { country: 'CA', status: 'RequestId' })).json()) as { email: string };
    const second = (await (await post(app, '/sandbox/control/sdk-customer', {})).json()) as { email: string };
    expect(second.email).not.toBe(first.email);
    const customer = world.customers.find((c) => c.email === first.email);
    expect(customer).toMatchObject({ country: 'CA', status: 'RequestId', isFullyRegistered: true, active: true });
    expect(customer?.address.street).not.toBe('');
  });

  it('makes a customer who may not send money yet when asked, and one who may otherwise', async () => {
    const world = new SandboxWorld();
    const app = createSandboxApp(world, { vendorOrigin: 'http://127.0.0.1:1' });
    const held = async (body: unknown) => {
      const { email } = (await (await post(app, '/sandbox/control/sdk-customer', body)).json()) as { email: string };
      return world.customers.find((c) => c.email === email)?.isRemittanceEnabled;
    };
    expect(await held({ country: 'GB', status: 'Pass', remittance_enabled: false })).toBe(false);
    expect(await held({ country: 'GB', status: 'Pass' })).toBe(true);
  });

  it('makes a customer without a password when asked (as one registered by one-time codes), and one with the demo password otherwise', async () => {
    const world = new SandboxWorld();
    const app = createSandboxApp(world, { vendorOrigin: 'http://127.0.0.1:1' });
    const made = async (body: unknown) => (await (await post(app, '/sandbox/control/sdk-customer', body)).json()) as { email: string; password: string };
    const without = await made({ country: 'SE', status: 'Pass', has_password: false });
    expect(without.password).toBe('');
    expect(world.customers.find((c) => c.email === without.email)?.password).toBe('');
    expect((await made({ country: 'SE', status: 'Pass' })).password).toBe(DEMO_PASSWORD);
  });

  it('refuses an unknown status or a country it has no address for', async () => {
    const app = createSandboxApp(new SandboxWorld(), { vendorOrigin: 'http://127.0.0.1:1' });
    expect((await post(app, '/sandbox/control/sdk-customer', { status: 'Sleeping' })).status).toBe(400);
    expect((await post(app, '/sandbox/control/sdk-customer', { country: 'ZZ' })).status).toBe(400);
  });
});
