import { describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/browser';
import type { Event } from '@sentry/browser';
import { envelopeItemsAtDesk } from '@/sandbox/world/sentry-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import { SPEC_SAMPLING, type SentrySettings } from '../shell-settings';
import { inMemorySentryTransport } from './in-memory-sentry-transport';
import { SentryErrorReporter, type Integration } from './sentry-error-reporter';

const SETTINGS: SentrySettings = { dsn: 'http://sandboxpublickey@sentry.sandbox.invalid/4242', environment: 'sandbox', release: '10.56.0', ...SPEC_SAMPLING };

/** A stand-in for the replay chunk (no DOM under Node): it tells when it was loaded and set up. */
function fakeReplay(log: string[]) {
  return async (): Promise<Integration> => {
    log.push('replay chunk loaded');
    return { name: 'Replay', setup: () => void log.push('replay set up') };
  };
}

function reporter(world: SandboxWorld, draw: number, log: string[], settings: Partial<SentrySettings> = {}) {
  return new SentryErrorReporter({
    settings: { ...SETTINGS, ...settings },
    personalData: () => ({ emails: ['amina.se@sandbox.test'] }),
    integrations: [],
    transport: (options) => {
      const inner = inMemorySentryTransport(world)(options);
      return { ...inner, send: (envelope) => (log.push(`sent ${envelope[1].map(([item]) => item.type).join(',')}`), inner.send(envelope)) };
    },
    loadReplay: fakeReplay(log),
    random: () => draw,
  });
}

describe('the Sentry reporter’s session replay, loaded only when a visit needs it', () => {
  it('loads the replay chunk at once for a visit drawn for a session replay, and tells Sentry so', async () => {
    const log: string[] = [];
    const subject = reporter(new SandboxWorld(), 0.05, log);
    expect(subject.replaysSession).toBe(true);
    await Sentry.flush(1000);
    expect(log).toEqual(['replay chunk loaded', 'replay set up']);
    expect(Sentry.getClient()?.getOptions()).toMatchObject({ replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1, tracesSampleRate: 1 });
  });

  it('loads nothing for another visit until its first error, which waits for the replay to start (buffer mode) before it is sent', async () => {
    const log: string[] = [];
    const world = new SandboxWorld();
    const subject = reporter(world, 0.1, log);
    expect(subject.replaysSession).toBe(false);
    expect(Sentry.getClient()?.getOptions()).toMatchObject({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 1 });
    await subject.captureMessage('a message is no error');
    expect(log).toEqual(['sent event']);
    await subject.captureException(new Error('boom'));
    await subject.captureException(new Error('again'));
    expect(log).toEqual(['sent event', 'replay chunk loaded', 'replay set up', 'sent event', 'sent event']);
  });

  it('never loads it when replays on error are off and the visit was not drawn', async () => {
    const log: string[] = [];
    const subject = reporter(new SandboxWorld(), 0.5, log, { replaysOnErrorSampleRate: 0 });
    await subject.captureException(new Error('boom'));
    expect(log).toEqual(['sent event']);
  });
});

describe('the Sentry reporter', () => {
  it('scrubs a transaction (its name and spans) through beforeSendTransaction', async () => {
    const world = new SandboxWorld();
    reporter(world, 0.5, []);
    Sentry.startSpan({ name: '/transfers?email=amina.se%40sandbox.test', forceTransaction: true }, () => {
      Sentry.startSpan({ name: 'GET /api/customers/amina.se@sandbox.test', op: 'http.client' }, () => undefined);
    });
    await Sentry.flush(1000);
    const [transaction] = envelopeItemsAtDesk(world, 'transaction').map((item) => item.payload as Event);
    expect(transaction?.transaction).toBe('/transfers?email=[Filtered]');
    expect(transaction?.spans?.map((span) => span.description)).toEqual(['GET /api/customers/[email]']);
  });

  it('sends nothing without a DSN, and its calls still resolve', async () => {
    const world = new SandboxWorld();
    const subject = new SentryErrorReporter({ settings: undefined, personalData: () => ({}), integrations: [], transport: inMemorySentryTransport(world), random: () => 0 });
    await subject.captureException(new Error('x'));
    await subject.captureMessage('x');
    subject.setCustomer('guid-1');
    expect(envelopeItemsAtDesk(world, 'event')).toEqual([]);
  });
});

describe('two reporters of one page', () => {
  it('each sends its own customer and scrubs with its own known data, though the later one holds Sentry’s global client', async () => {
    const world = new SandboxWorld();
    const make = (names: string[]) =>
      new SentryErrorReporter({ settings: { ...SETTINGS, replaysOnErrorSampleRate: 0 }, personalData: () => ({ names }), integrations: [], transport: inMemorySentryTransport(world), random: () => 1 });
    const first = make(['Amina']);
    first.setCustomer('guid-amina');
    // A reporter made later (another container's) resets Sentry's global user and brings its own beforeSend.
    make([]);
    await first.captureException(new Error('Amina broke it'));
    const [event] = envelopeItemsAtDesk(world, 'event').map((item) => item.payload as Event);
    expect(event?.user).toEqual({ id: 'guid-amina' });
    expect(event?.exception?.values?.at(-1)?.value).toBe('[name] broke it');
  });
});
