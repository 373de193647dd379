import { describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/kernel/app-error';
import { ReportComposer } from '../application/report-composer';
import { HttpErrorReporter } from './http-error-reporter';

const composer = () =>
  new ReportComposer({
    release: '10.56.0',
    rates: { traces: 1, replaysSession: 0, replaysOnError: 1 },
    random: () => 0.5,
    now: () => 0,
    newId: () => 'report-1',
    page: () => '/wallet',
    personalData: () => ({}),
  });

describe('the error-reporting service over HTTP', () => {
  it('posts the report as JSON with its id as the Idempotency-Key, without credentials', async () => {
    const requests: Request[] = [];
    const reporter = new HttpErrorReporter(async (request) => {
      requests.push(request);
      return new Response('{"id":"report-1","recorded":true}', { status: 201 });
    }, 'https://reports.test/store', composer());
    await reporter.captureException(new Error('boom'));
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://reports.test/store');
    expect(request?.headers.get('Idempotency-Key')).toBe('report-1');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('omit');
    expect(await request?.json()).toMatchObject({ id: 'report-1', kind: 'exception', message: 'boom', page: '/wallet' });
  });

  it('rejects when the service refuses the report', async () => {
    const reporter = new HttpErrorReporter(async () => new Response('{}', { status: 400 }), 'https://reports.test/store', composer());
    const error = await reporter.captureMessage('x').catch((e: unknown) => e);
    expect(isAppError(error) && error.status).toBe(400);
  });

  it('sends nothing when no service is configured', async () => {
    let calls = 0;
    const reporter = new HttpErrorReporter(async () => {
      calls += 1;
      return new Response();
    }, undefined, composer());
    await reporter.captureException(new Error('boom'));
    expect(calls).toBe(0);
  });
});
