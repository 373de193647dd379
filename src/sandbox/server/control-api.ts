import { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';

/** Test controls for QA and browser tests; not part of the contracts. */
export function createControlApi(world: SandboxWorld): Hono {
  const app = new Hono();
  app.post('/revoke-sessions', (c) => {
    world.revokeAllSessions();
    return c.json({ revoked: true });
  });
  return app;
}
