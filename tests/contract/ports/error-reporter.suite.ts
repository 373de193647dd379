import { expect, it } from 'vitest';
import type { Event } from '@sentry/browser';
import { envelopeItemsAtDesk, envelopesAtDesk } from '@/sandbox/world/sentry-desk';
import { AppError } from '@/shared/kernel/app-error';
import { ErrorReporter } from '@/shell/application/ports';
import { CurrentShellCustomer } from '@/shell/application/shell-customer';
import { SentryErrorReporter } from '@/shell/adapters/sentry-error-reporter';
import { inMemorySentryTransport } from '@/shell/adapters/in-memory-sentry-transport';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readSentrySettings, SPEC_SAMPLING, type SentrySettings } from '@/shell/shell-settings';
import { definePortSuite, type PortEnvironment } from './port-suite';

const AMINA = 'amina.se@sandbox.test';

/** The customer whose names, e-mail and token must not leave the page, known as ShellServices makes them known. */
function customerOf(env: PortEnvironment): { current: CurrentShellCustomer; guid: string } {
  const customer = env.world.customersByEmail(AMINA)[0]!;
  const current = new CurrentShellCustomer(() => env.credentials.token());
  current.set({ guid: customer.guid, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, country: customer.country });
  return { current, guid: customer.guid };
}

/** Sentry's settings in both modes: the spec's sampling, the sandbox's DSN on the vendor origin (HTTP) or a name only (memory). */
const settings = (vendorOrigin: string): SentrySettings => ({
  ...readSentrySettings({ VITE_SENTRY_DSN: SANDBOX_SETTINGS.VITE_SENTRY_DSN }, [vendorOrigin])!,
  environment: 'sandbox',
  release: '10.56.0',
  ...SPEC_SAMPLING,
});

/**
 * The ErrorReporter port: Sentry's browser SDK in both modes (under Node: no page integrations and
 * no replay). HTTP: its fetch transport posts each envelope to the vendor origin's
 * /api/4242/envelope/, the sandbox's imitation of Sentry's ingestion, which parses and keeps it.
 * Memory: the same SDK hands the envelope to the world's Sentry desk. Both record the same events.
 */
export const suite = definePortSuite({
  port: ErrorReporter,
  name: 'ErrorReporter',
  adapters: {
    http: (env) =>
      new SentryErrorReporter({
        settings: settings(env.vendorOrigin ?? env.origin),
        personalData: () => customerOf(env).current.personalData(),
        integrations: [],
        random: () => 0.5,
      }),
    memory: (env) =>
      new SentryErrorReporter({
        settings: settings('http://sentry.sandbox.invalid'),
        personalData: () => customerOf(env).current.personalData(),
        integrations: [],
        transport: inMemorySentryTransport(env.world),
        random: () => 0.5,
      }),
  },
  behaviour(subject) {
    const events = () => envelopeItemsAtDesk(subject.world, 'event').map((item) => item.payload as Event);

    it('sends an exception as a Sentry event scrubbed of the customer’s e-mail, names and token, known by their id alone', async () => {
      const { token } = await subject.signIn(AMINA);
      const { guid } = customerOf(subject);
      subject.adapter.setCustomer(guid);
      const error = new Error(`Amina Warsame (${AMINA}) could not pay with ${token}`);
      await subject.adapter.captureException(error, {
        source: 'window-error',
        details: {
          file: `https://portal.test/assets/pay.js?token=${token}`,
          request: { method: 'GET', url: `/wallet?token=${token}&email=${encodeURIComponent(AMINA)}&page=2`, headers: { Authorization: `Bearer ${token}`, 'X-Auth-Token': token, Accept: 'application/json' } },
        },
      });
      const [event, ...others] = events();
      expect(others).toEqual([]);
      expect(event).toMatchObject({
        level: 'error',
        release: '10.56.0',
        environment: 'sandbox',
        exception: { values: [{ type: 'Error', value: '[name] ([email]) could not pay with [token]' }] },
        tags: { source: 'window-error' },
        user: { id: guid },
        contexts: {
          details: {
            file: 'https://portal.test/assets/pay.js?token=[Filtered]',
            request: { method: 'GET', url: '/wallet?token=[Filtered]&email=[Filtered]&page=2', headers: { Authorization: '[Filtered]', 'X-Auth-Token': '[Filtered]', Accept: 'application/json' } },
          },
        },
      });
      expect(Object.keys(event!.user!)).toEqual(['id']);
      // Nothing personal anywhere in what was sent, the envelope's header included.
      const text = JSON.stringify(envelopesAtDesk(subject.world));
      for (const secret of [AMINA, encodeURIComponent(AMINA), token, 'Amina', 'Warsame']) expect(text).not.toContain(secret);
      // The envelope went to the project the DSN names.
      expect(envelopesAtDesk(subject.world).map((envelope) => envelope.project)).toEqual(['4242']);
    });

    it('tags an AppError’s type, error code and status, and sends a message at its level', async () => {
      await subject.adapter.captureException(new AppError('Timeout', 'The request timed out', { requestId: 'rid-42', status: 504 }), { level: 'warning', source: 'error-boundary' });
      await subject.adapter.captureMessage(`The chat did not start for ${AMINA}`, { level: 'warning' });
      const [exception, message] = events();
      expect(exception).toMatchObject({ level: 'warning', exception: { values: [{ value: 'The request timed out' }] }, tags: { source: 'error-boundary', error_type: 'Timeout', error_code: 'rid-42', status: '504' } });
      expect(message).toMatchObject({ level: 'warning', message: 'The chat did not start for [email]', tags: { source: 'manual' } });
      // (Sentry 11 gives a message a synthetic stack trace of where it was captured; it is no error of the page's.)
      expect(message!.exception?.values?.every((value) => value.mechanism?.synthetic === true) ?? true).toBe(true);
    });

    it('sends what was thrown when it is not an error, scrubbed too', async () => {
      await subject.adapter.captureException({ reason: 'quota', owner: AMINA }, { source: 'unhandled-rejection' });
      const [event] = events();
      expect(event).toMatchObject({ level: 'error', tags: { source: 'unhandled-rejection' } });
      expect(JSON.stringify(event)).not.toContain(AMINA);
      expect(JSON.stringify(event)).toContain('quota');
    });

    it('forgets the customer at sign-out: later events carry no user', async () => {
      subject.adapter.setCustomer(customerOf(subject).guid);
      subject.adapter.setCustomer(undefined);
      await subject.adapter.captureMessage('after sign-out');
      expect(events()[0]?.user).toBeUndefined();
    });
  },
});
