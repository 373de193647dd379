import { describe, expect, it } from 'vitest';
import { createControlApi } from '../server/control-api';
import { errorReportsAtDesk, MAX_RECORDED_REPORTS, recordErrorReportAtDesk } from './error-report-desk';
import { SandboxWorld } from './world';

const report = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'exception',
  level: 'error',
  source: 'window-error',
  type: 'TypeError',
  message: 'x is undefined',
  page: '/wallet',
  release: '10.56.0',
  at: '2026-11-21T10:00:00.000Z',
  sampling: { traced: true, replay: 'on-error' },
  details: {},
  ...extra,
});

describe('the sandbox’s error-report desk', () => {
  it('records a report as it arrives, once per id', () => {
    const world = new SandboxWorld();
    expect(recordErrorReportAtDesk(world, report('r-1', { code: 'rid-1', status: 504 }))).toEqual({ ok: true, value: { id: 'r-1', recorded: true } });
    expect(recordErrorReportAtDesk(world, report('r-1', { message: 'retried' }))).toEqual({ ok: true, value: { id: 'r-1', recorded: false } });
    expect(errorReportsAtDesk(world)).toEqual([report('r-1', { code: 'rid-1', status: 504 })]);
  });

  it.each([
    [null, ''],
    [report(''), 'id'],
    [report('r', { kind: 'crash' }), 'kind'],
    [report('r', { level: 'fatal' }), 'level'],
    [report('r', { message: 42 }), 'message'],
    [report('r', { stack: 'x'.repeat(16001) }), 'stack'],
    [report('r', { status: 'x' }), 'status'],
    [report('r', { sampling: { traced: 'yes', replay: 'none' } }), 'sampling'],
    [report('r', { details: [] }), 'details'],
  ])('refuses a report of the wrong shape (%#: %s)', (body, property) => {
    const answer = recordErrorReportAtDesk(new SandboxWorld(), body);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.errors[0]).toMatchObject({ status: 400, type: 'InvalidValue', property_path: property });
  });

  it('keeps the last 500 reports of a world, and each world its own', () => {
    const world = new SandboxWorld();
    for (let i = 0; i < MAX_RECORDED_REPORTS + 2; i += 1) recordErrorReportAtDesk(world, report(`r-${i}`));
    expect(errorReportsAtDesk(world)).toHaveLength(MAX_RECORDED_REPORTS);
    expect(errorReportsAtDesk(world)[0]?.id).toBe('r-2');
    expect(errorReportsAtDesk(new SandboxWorld())).toEqual([]);
  });

  it('is reached over HTTP: POST /sandbox/control/error-reports records, GET lists', async () => {
    const world = new SandboxWorld();
    const app = createControlApi(world);
    const post = (body: unknown) => app.request('/error-reports', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(report('r-1'))).status).toBe(201);
    expect((await post(report('r-1'))).status).toBe(200);
    const refused = await post({ id: 'r-2' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: [{ status: 400, type: 'InvalidValue', message: 'kind: exception or message.', property_path: 'kind' }] });
    const big = await app.request('/error-reports', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '70000' }, body: '{}' });
    expect(big.status).toBe(413);
    const listed = await app.request('/error-reports');
    expect(await listed.json()).toEqual({ reports: [report('r-1')] });
  });
});
