import type { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { setVerificationStatus } from '../world/verification-status-control.ts';

/**
 * POST /sandbox/control/verification-status with {"email", "status", "country"?, "twoPlusTwo"?,
 * "watchlist"?}: the customer's verification status from now on (browser tests of issue 7).
 */
export function registerVerificationControl(app: Hono, world: SandboxWorld): void {
  app.post('/verification-status', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const text = (key: string) => (typeof b[key] === 'string' ? b[key] : undefined);
    const changed = setVerificationStatus(world, { email: text('email') ?? '', country: text('country'), status: text('status') ?? '', twoPlusTwo: text('twoPlusTwo'), watchlist: text('watchlist') });
    if (typeof changed === 'string') return c.json({ set: false, reason: changed }, 400);
    return c.json({ set: true, email: changed.email, country: changed.country, status: changed.status });
  });
}
