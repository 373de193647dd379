import type { Context, Hono } from 'hono';
import { EnvelopeError, MAX_ENVELOPE_BYTES, recordEnvelopeAtDesk } from '../world/sentry-desk.ts';
import type { SandboxWorld } from '../world/world';

/**
 * The sandbox's imitation of Sentry's ingestion on the vendor origin, at the address a DSN
 * implies: a DSN `http://<key>@127.0.0.1:<vendor port>/<project>` makes the browser SDK post each
 * envelope to `/api/<project>/envelope/?sentry_key=<key>&sentry_version=7&sentry_client=...`
 * (a "simple" CORS request: text/plain, no preflight; answered with the portal's origin allowed and
 * the rate-limit headers exposed, as sentry.io does). The envelope is parsed and its items kept in
 * the world's Sentry desk (src/sandbox/world/sentry-desk.ts); a malformed one is refused with 400,
 * one without a key with 401, as the real service refuses them. (The sandbox builds' DSN, with
 * its key and project, is src/app/build-target/sandbox-settings.ts' VITE_SENTRY_DSN.)
 */
export const SENTRY_ENVELOPE_PATH = '/api/:project/envelope/';

/** The key a request names: `sentry_key` in the address, or `X-Sentry-Auth: Sentry sentry_key=...`. */
function sentryKey(c: Context): string | undefined {
  const fromQuery = c.req.query('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = c.req.header('x-sentry-auth') ?? '';
  return /sentry_key=([^,\s]+)/.exec(auth)?.[1];
}

export function addSentryIngest(app: Hono, options: { readonly embedders: readonly string[]; readonly world: SandboxWorld | undefined }): void {
  const cors = (c: Context) => {
    const from = c.req.header('origin');
    if (from && options.embedders.includes(from)) {
      c.header('Access-Control-Allow-Origin', from);
      c.header('Vary', 'Origin');
      c.header('Access-Control-Expose-Headers', 'X-Sentry-Rate-Limits, Retry-After');
    }
  };
  app.options(SENTRY_ENVELOPE_PATH, (c) => {
    cors(c);
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type, X-Sentry-Auth');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  });
  app.post(SENTRY_ENVELOPE_PATH, async (c) => {
    cors(c);
    c.header('Cache-Control', 'no-store');
    if (!options.world) return c.json({ detail: 'This sandbox vendor is not connected to a back office.' }, 503);
    if (!sentryKey(c)) return c.json({ detail: 'missing authorization information' }, 401);
    if (Number(c.req.header('content-length') ?? 0) > MAX_ENVELOPE_BYTES) return c.json({ detail: 'envelope exceeded size limits' }, 413);
    const body = new Uint8Array(await c.req.arrayBuffer());
    try {
      const envelope = recordEnvelopeAtDesk(options.world, c.req.param('project'), body);
      const id = typeof envelope.header.event_id === 'string' ? envelope.header.event_id : undefined;
      return c.json(id ? { id } : {}, 200);
    } catch (error) {
      if (error instanceof EnvelopeError) return c.json({ detail: `invalid envelope: ${error.message}` }, 400);
      throw error;
    }
  });
}
