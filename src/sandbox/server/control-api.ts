import { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';

/** Test controls for QA and browser tests; not part of the contracts. */
export function createControlApi(world: SandboxWorld): Hono {
  const app = new Hono();
  /** Ends every session: the next call of any signed-in customer answers 401. */
  app.post('/revoke-sessions', (c) => {
    world.revokeAllSessions();
    return c.json({ revoked: 'all' });
  });
  /** Ends one session (tests running side by side each end only their own). */
  app.post('/revoke-session', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const token = typeof body === 'object' && body !== null && 'token' in body ? String(body.token) : '';
    if (!world.customerByToken(token)) return c.json({ revoked: false }, 404);
    world.endSession(token);
    return c.json({ revoked: true });
  });
  return app;
}
