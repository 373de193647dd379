import type { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { setVerificationStatus } from '../world/verification-status-control.ts';
import { pendingDecisionOf, setVerificationDecision } from '../world/verification-decision.ts';

/** The JSON body of a control call, as a lookup of its text fields. */
async function textsOf(c: { req: { json(): Promise<unknown> } }): Promise<(key: string) => string | undefined> {
  const body: unknown = await c.req.json().catch(() => ({}));
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return (key: string) => (typeof b[key] === 'string' ? b[key] : undefined);
}

/**
 * POST /sandbox/control/verification-status with {"email", "status", "country"?, "twoPlusTwo"?,
 * "watchlist"?}: the customer's verification status from now on (browser tests of issue 7).
 *
 * POST /sandbox/control/verification-decision with {"email", "decision": "Pass" | "Fail" |
 * "Review", "country"?}: how the customer's next verification (the frame's success, the SDK's
 * upload, a manual upload) ends, once: Pass clears them, Fail refuses the document (Failed*),
 * Review (the default) puts it under review.
 */
export function registerVerificationControl(app: Hono, world: SandboxWorld): void {
  app.post('/verification-status', async (c) => {
    const text = await textsOf(c);
    const changed = setVerificationStatus(world, { email: text('email') ?? '', country: text('country'), status: text('status') ?? '', twoPlusTwo: text('twoPlusTwo'), watchlist: text('watchlist') });
    if (typeof changed === 'string') return c.json({ set: false, reason: changed }, 400);
    return c.json({ set: true, email: changed.email, country: changed.country, status: changed.status });
  });

  app.post('/verification-decision', async (c) => {
    const text = await textsOf(c);
    const changed = setVerificationDecision(world, { email: text('email') ?? '', country: text('country'), decision: text('decision') ?? '' });
    if (typeof changed === 'string') return c.json({ set: false, reason: changed }, 400);
    return c.json({ set: true, email: changed.email, country: changed.country, decision: pendingDecisionOf(changed) });
  });
}
