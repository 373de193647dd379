import { describe, expect, it } from 'vitest';
import { SandboxWorld } from '../world/world';
import { createControlApi } from './control-api';

describe('the verification-status control', () => {
  const post = (world: SandboxWorld, body: unknown) =>
    createControlApi(world).request('http://sandbox.test/verification-status', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  it("puts a demo customer's accounts in the given status", async () => {
    const world = new SandboxWorld();
    const response = await post(world, { email: 'status.requestid@sandbox.test', status: 'VerifyingId' });
    expect(response.status).toBe(200);
    expect(world.customersByEmail('status.requestid@sandbox.test').map((c) => c.status)).toEqual(['VerifyingId']);
  });

  it('refuses an unknown status or e-mail and changes nothing', async () => {
    const world = new SandboxWorld();
    expect((await post(world, { email: 'status.requestid@sandbox.test', status: 'Cleared' })).status).toBe(400);
    expect((await post(world, { email: 'nobody@sandbox.test', status: 'Pass' })).status).toBe(400);
    expect(world.customersByEmail('status.requestid@sandbox.test')[0]?.status).toBe('RequestId');
  });
});
