import { expect, it } from 'vitest';
import { errorReportsAtDesk } from '@/sandbox/world/error-report-desk';
import { AppError } from '@/shared/kernel/app-error';
import { ErrorReporter } from '@/shell/application/ports';
import { ReportComposer } from '@/shell/application/report-composer';
import { CurrentShellCustomer } from '@/shell/application/shell-customer';
import { HttpErrorReporter } from '@/shell/adapters/http-error-reporter';
import { InMemoryErrorReporter } from '@/shell/adapters/in-memory-error-reporter';
import { definePortSuite, type PortEnvironment } from './port-suite';

const AMINA = 'amina.se@sandbox.test';

/**
 * The composer both adapters send through, made alike in both modes: the signed-in customer's
 * names, e-mail and token to scrub, a fixed clock and page, report ids counted, and draws that
 * make a visit traced without a session replay, whose errors carry the replay on error.
 */
function composer(env: PortEnvironment): ReportComposer {
  const customer = env.world.customersByEmail(AMINA)[0]!;
  const current = new CurrentShellCustomer(() => env.credentials.token());
  current.set({ guid: customer.guid, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, country: customer.country });
  let id = 0;
  const draws = [0.5, 0.5];
  return new ReportComposer({
    release: '10.56.0',
    rates: { traces: 1, replaysSession: 0.1, replaysOnError: 1 },
    random: () => draws.shift() ?? 0.3,
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    newId: () => `report-${++id}`,
    page: () => `/transfers?email=${encodeURIComponent(AMINA)}&page=2`,
    personalData: () => current.personalData(),
  });
}

export const suite = definePortSuite({
  port: ErrorReporter,
  name: 'ErrorReporter',
  adapters: {
    http: (env) => new HttpErrorReporter(env.fetch, `${env.origin}/sandbox/control/error-reports`, composer(env)),
    memory: (env) => new InMemoryErrorReporter(env.world, composer(env)),
  },
  behaviour(subject) {
    const recorded = () => errorReportsAtDesk(subject.world);

    it('records an exception scrubbed of the customer’s e-mail, names and token, with the spec’s sampling', async () => {
      const { token } = await subject.signIn(AMINA);
      const error = new Error(`Amina Warsame (${AMINA}) could not pay with ${token}`);
      error.stack = `Error: could not pay\n    at pay (https://portal.test/assets/pay.js?token=${token}:10:5)`;
      await subject.adapter.captureException(error, {
        source: 'window-error',
        details: { request: { method: 'GET', url: `/wallet?token=${token}`, headers: { Authorization: `Bearer ${token}`, 'X-Auth-Token': token, Accept: 'application/json' } } },
      });
      expect(recorded()).toEqual([
        {
          id: 'report-1',
          kind: 'exception',
          level: 'error',
          source: 'window-error',
          type: 'Error',
          message: '[name] ([email]) could not pay with [token]',
          stack: 'Error: could not pay\n    at pay (https://portal.test/assets/pay.js?token=[Filtered])',
          page: '/transfers?email=[Filtered]&page=2',
          release: '10.56.0',
          at: '2026-11-21T10:00:00.000Z',
          sampling: { traced: true, replay: 'on-error' },
          details: { request: { method: 'GET', url: '/wallet?token=[Filtered]', headers: { Authorization: '[Filtered]', 'X-Auth-Token': '[Filtered]', Accept: 'application/json' } } },
        },
      ]);
      const text = JSON.stringify(recorded());
      for (const secret of [AMINA, token, 'Amina', 'Warsame']) expect(text).not.toContain(secret);
    });

    it('records an AppError’s type and error code, and a message at its level', async () => {
      await subject.adapter.captureException(new AppError('Timeout', 'The request timed out', { requestId: 'rid-42', status: 504 }), { level: 'warning', source: 'error-boundary' });
      await subject.adapter.captureMessage(`The chat did not start for ${AMINA}`, { level: 'warning' });
      expect(recorded().map(({ id, kind, level, source, type, message, code, status, sampling }) => ({ id, kind, level, source, type, message, code, status, sampling }))).toEqual([
        { id: 'report-1', kind: 'exception', level: 'warning', source: 'error-boundary', type: 'Timeout', message: 'The request timed out', code: 'rid-42', status: 504, sampling: { traced: true, replay: 'on-error' } },
        { id: 'report-2', kind: 'message', level: 'warning', source: 'manual', type: 'Message', message: 'The chat did not start for [email]', code: undefined, status: undefined, sampling: { traced: true, replay: 'none' } },
      ]);
    });

    it('records what was thrown when it is not an error, as text', async () => {
      await subject.adapter.captureException({ reason: 'quota', owner: AMINA }, { source: 'unhandled-rejection' });
      expect(recorded()[0]).toMatchObject({ type: 'NonError', message: '{"reason":"quota","owner":"[email]"}', source: 'unhandled-rejection', details: {} });
    });
  },
});
