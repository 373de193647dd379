import type { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { VERIFICATION_STATUSES, type SandboxVerificationStatus } from '../world/customers.ts';

/**
 * Test controls of identity verification (not part of the contracts):
 *   POST /sandbox/control/verification-status {"email": "status.requestid@sandbox.test", "status": "RequestId"}
 * puts every account of that e-mail in that verification status, so a browser test starts from a
 * known status however often it runs against the same sandbox (desktop and phone share one).
 */
export function registerKycControls(app: Hono, world: SandboxWorld): void {
  app.post('/verification-status', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const status = typeof b.status === 'string' ? b.status : '';
    const customers = typeof b.email === 'string' ? world.customersByEmail(b.email) : [];
    if (!(VERIFICATION_STATUSES as readonly string[]).includes(status) || customers.length === 0) return c.json({ set: false }, 400);
    for (const customer of customers) customer.status = status as SandboxVerificationStatus;
    return c.json({ set: true, status });
  });
}
