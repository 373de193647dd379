import { createTransport, type BrowserOptions } from '@sentry/browser';
import { recordEnvelopeAtDesk } from '@/sandbox/world/sentry-desk';
import type { SandboxWorld } from '@/sandbox/world/world';

/** The project id of a DSN (its last path segment). */
const projectOf = (dsn: string | undefined) => (dsn ? new URL(dsn).pathname.split('/').filter(Boolean).at(-1) ?? '' : '');

/**
 * The memory mode's Sentry transport: the SDK composes and scrubs every envelope as it does in the
 * HTTP mode, and this hands the envelope's bytes to the sandbox world's Sentry desk, the one the
 * vendor origin's ingestion writes to, instead of the network (src/sandbox/world/sentry-desk.ts).
 */
export function inMemorySentryTransport(world: SandboxWorld): NonNullable<BrowserOptions['transport']> {
  return (options) =>
    createTransport(options, async (request) => {
      const body = typeof request.body === 'string' ? request.body : new Uint8Array(request.body);
      recordEnvelopeAtDesk(world, projectOf(options.url ? options.url.replace(/\/envelope\/.*$/, '') : undefined), body);
      return { statusCode: 200 };
    });
}
