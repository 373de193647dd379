import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { ReportComposer, type ReportComposerDeps } from './report-composer';
import { CurrentShellCustomer } from './shell-customer';

const AMINA = { guid: 'guid-amina', firstName: 'Amina', lastName: 'Hassan', email: 'amina.se@sandbox.test', country: 'SE' };

function composer(random: number[], extra: Partial<ReportComposerDeps> = {}) {
  let token: string | undefined = 'sbx-12-00000a';
  const customer = new CurrentShellCustomer(() => token);
  customer.set(AMINA);
  let id = 0;
  const values = [...random];
  const deps: ReportComposerDeps = {
    release: '10.56.0',
    rates: { traces: 1, replaysSession: 0.1, replaysOnError: 1 },
    random: () => {
      const next = values.shift();
      if (next === undefined) throw new Error('No draw left');
      return next;
    },
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    newId: () => `report-${++id}`,
    page: () => '/transfers?token=sbx-12-00000a&page=2',
    personalData: () => customer.personalData(),
    ...extra,
  };
  return { composer: new ReportComposer(deps), signOut: () => (token = undefined) };
}

describe('the reports every adapter sends', () => {
  it('describe the error, the page, the release, the time and the visit’s sampling, all scrubbed', () => {
    // Draws: traced (0.5 < 1), session replay (0.5 >= 0.1: none), then the error's on-error replay (0.2 < 1).
    const { composer: c } = composer([0.5, 0.5, 0.2]);
    const report = c.exception(new Error('Amina Hassan (amina.se@sandbox.test) could not pay with sbx-12-00000a'), {
      source: 'window-error',
      details: { request: { headers: { 'X-Auth-Token': 'sbx-12-00000a', Accept: 'application/json' } } },
    });
    expect(report).toMatchObject({
      id: 'report-1',
      kind: 'exception',
      level: 'error',
      source: 'window-error',
      type: 'Error',
      message: '[name] ([email]) could not pay with [token]',
      page: '/transfers?token=[Filtered]&page=2',
      release: '10.56.0',
      at: '2026-11-21T10:00:00.000Z',
      sampling: { traced: true, replay: 'on-error' },
      details: { request: { headers: { 'X-Auth-Token': '[Filtered]', Accept: 'application/json' } } },
    });
    expect(JSON.stringify(report)).not.toMatch(/amina|hassan|sbx-12/i);
  });

  it('draw the visit’s sampling once, when the composer is made', () => {
    const { composer: c } = composer([0.5, 0.05]);
    expect(c.visit).toEqual({ traced: true, replaySession: true });
    // A replayed visit: no more draws for its reports.
    expect(c.exception(new Error('a')).sampling).toEqual({ traced: true, replay: 'session' });
    expect(c.message('b').sampling).toEqual({ traced: true, replay: 'session' });
  });

  it('keep an AppError’s type and error code', () => {
    const { composer: c } = composer([0.5, 0.5, 0.5]);
    expect(c.exception(new AppError('Timeout', 'The request timed out', { requestId: 'rid-7', status: 504 }), { level: 'warning' })).toMatchObject({
      type: 'Timeout',
      code: 'rid-7',
      status: 504,
      level: 'warning',
      source: 'manual',
    });
  });

  it('make messages of their own kind, info by default', () => {
    const { composer: c } = composer([0.5, 0.5]);
    expect(c.message('Chat for hodan@x.se did not start')).toMatchObject({ kind: 'message', level: 'info', type: 'Message', message: 'Chat for [email] did not start', sampling: { replay: 'none' } });
  });

  it('still scrub the last customer and their token after sign-out', () => {
    const { composer: c, signOut } = composer([0.5, 0.5, 0.5]);
    signOut();
    expect(c.exception(new Error('Amina sbx-12-00000a')).message).toBe('[name] [token]');
  });
});
