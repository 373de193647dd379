import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '@sentry/browser';
import { envelopeItemsAtDesk } from '@/sandbox/world/sentry-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import { inMemorySentryTransport } from './adapters/in-memory-sentry-transport';
import { reportBootFailure } from './boot-failure-report';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DSN = 'https://0123abcd@o42.ingest.sentry.example/4505';

describe('the boot failure’s report', () => {
  it('goes through Sentry, tagged boot, scrubbed of the stored token and any e-mail', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'access-token' ? 'sbx-7-00000b' : null) });
    const world = new SandboxWorld();
    await reportBootFailure(new Error('Catalogue failed for sbx-7-00000b and a@b.se'), {
      env: { MODE: 'production', VITE_SENTRY_DSN: DSN, VITE_APP_VERSION: '10.56.0' },
      transport: inMemorySentryTransport(world),
    });
    const events = envelopeItemsAtDesk(world, 'event').map((item) => item.payload as Event);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      level: 'error',
      release: '10.56.0',
      tags: { source: 'boot' },
      exception: { values: [{ type: 'Error', value: 'Catalogue failed for [token] and [email]' }] },
    });
  });

  it('sends nothing without a DSN (a hosted build is never built without one), and never throws', async () => {
    const world = new SandboxWorld();
    await reportBootFailure(new Error('x'), { env: { MODE: 'hosting' }, transport: inMemorySentryTransport(world) });
    expect(envelopeItemsAtDesk(world, 'event')).toEqual([]);
    await expect(reportBootFailure(new Error('x'), { env: { VITE_SENTRY_DSN: 'javascript:x' } })).resolves.toBeUndefined();
    await expect(
      reportBootFailure(new Error('x'), {
        env: { MODE: 'production', VITE_SENTRY_DSN: DSN },
        transport: () => {
          throw new Error('offline');
        },
      }),
    ).resolves.toBeUndefined();
  });
});
