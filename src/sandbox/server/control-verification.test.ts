import { describe, expect, it } from 'vitest';
import { SandboxWorld } from '../world/world';
import { statusAfterVerification } from '../world/verification-decision';
import { createSandboxApp } from './sandbox-app';

const post = (app: ReturnType<typeof createSandboxApp>, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the verification decision control', () => {
  it("decides the customer's next verification, once", async () => {
    const world = new SandboxWorld();
    const app = createSandboxApp(world, { vendorOrigin: 'http://127.0.0.1:1' });
    const customer = world.customersByEmail('status.requestid@sandbox.test')[0]!;
    const answer = await post(app, '/sandbox/control/verification-decision', { email: customer.email, decision: 'Fail' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ set: true, email: customer.email, country: 'SE', decision: 'Fail' });
    expect(statusAfterVerification(customer, 'ID')).toBe('FailedId');
    expect(statusAfterVerification(customer, 'ID')).toBe('VerifyingId');
  });

  it('refuses an unknown e-mail or decision with the reason', async () => {
    const app = createSandboxApp(new SandboxWorld(), { vendorOrigin: 'http://127.0.0.1:1' });
    const unknownEmail = await post(app, '/sandbox/control/verification-decision', { email: 'nobody@sandbox.test', decision: 'Pass' });
    expect(unknownEmail.status).toBe(400);
    expect(await unknownEmail.json()).toEqual({ set: false, reason: 'No customer nobody@sandbox.test' });
    const unknownDecision = await post(app, '/sandbox/control/verification-decision', { email: 'amina.se@sandbox.test', decision: 'pass' });
    expect(unknownDecision.status).toBe(400);
    expect(await unknownDecision.json()).toEqual({ set: false, reason: 'Unknown decision: pass' });
    expect((await post(app, '/sandbox/control/verification-decision', { email: 'amina.se@sandbox.test' })).status).toBe(400);
  });

  it('still sets a status now', async () => {
    const world = new SandboxWorld();
    const app = createSandboxApp(world, { vendorOrigin: 'http://127.0.0.1:1' });
    const answer = await post(app, '/sandbox/control/verification-status', { email: 'amina.se@sandbox.test', status: 'FailedId' });
    expect(await answer.json()).toEqual({ set: true, email: 'amina.se@sandbox.test', country: 'SE', status: 'FailedId' });
    expect((await post(app, '/sandbox/control/verification-status', { email: 'amina.se@sandbox.test', status: 'Sleeping' })).status).toBe(400);
  });
});
