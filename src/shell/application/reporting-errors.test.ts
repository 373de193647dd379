import { describe, expect, it } from 'vitest';
import type { ErrorContext } from '../domain/error-report';
import type { ErrorReporter } from './ports';
import { MAX_REPORTS_PER_VISIT, REPEAT_WINDOW_MS, ReportingErrors } from './reporting-errors';

class RecordingReporter implements ErrorReporter {
  readonly sent: { kind: string; what: unknown; context?: ErrorContext }[] = [];
  fail: Error | undefined;
  async captureException(error: unknown, context?: ErrorContext): Promise<void> {
    this.sent.push({ kind: 'exception', what: error, context });
    if (this.fail) throw this.fail;
  }
  async captureMessage(message: string, context?: ErrorContext): Promise<void> {
    this.sent.push({ kind: 'message', what: message, context });
    if (this.fail) throw this.fail;
  }
  setCustomer(): void {}
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reporting the page’s errors', () => {
  it('sends each error on with its context', () => {
    const reporter = new RecordingReporter();
    const reporting = new ReportingErrors(reporter, () => 0);
    const error = new TypeError('boom');
    expect(reporting.report(error, { source: 'window-error' })).toBe(true);
    expect(reporting.message('note', { level: 'warning' })).toBe(true);
    expect(reporter.sent).toEqual([
      { kind: 'exception', what: error, context: { source: 'window-error' } },
      { kind: 'message', what: 'note', context: { level: 'warning' } },
    ]);
  });

  it('reports the same error from the same source once a minute', () => {
    const reporter = new RecordingReporter();
    let now = 0;
    const reporting = new ReportingErrors(reporter, () => now);
    expect(reporting.report(new Error('same'), { source: 'window-error' })).toBe(true);
    now = REPEAT_WINDOW_MS - 1;
    expect(reporting.report(new Error('same'), { source: 'window-error' })).toBe(false);
    expect(reporting.report(new Error('same'), { source: 'error-boundary' })).toBe(true);
    expect(reporting.report(new Error('other'), { source: 'window-error' })).toBe(true);
    now = REPEAT_WINDOW_MS;
    expect(reporting.report(new Error('same'), { source: 'window-error' })).toBe(true);
    expect(reporter.sent).toHaveLength(4);
  });

  it('sends at most 25 reports a visit', () => {
    const reporter = new RecordingReporter();
    const reporting = new ReportingErrors(reporter, () => 0);
    for (let i = 0; i < MAX_REPORTS_PER_VISIT + 10; i += 1) reporting.report(new Error(`error ${i}`));
    expect(reporter.sent).toHaveLength(MAX_REPORTS_PER_VISIT);
  });

  it('never throws nor rejects: a report that could not be sent is dropped and told', async () => {
    const reporter = new RecordingReporter();
    reporter.fail = new Error('offline');
    const dropped: unknown[] = [];
    const reporting = new ReportingErrors(reporter, () => 0, (reason) => {
      dropped.push(reason);
      throw new Error('a broken logger');
    });
    expect(reporting.report(new Error('boom'))).toBe(true);
    await flush();
    expect(dropped).toEqual([reporter.fail]);

    const throwing: ErrorReporter = {
      captureException: () => {
        throw new Error('synchronous');
      },
      captureMessage: () => Promise.resolve(),
      setCustomer: () => undefined,
    };
    const told: unknown[] = [];
    expect(() => new ReportingErrors(throwing, () => 0, (r) => told.push(r)).report('x')).not.toThrow();
    expect(told).toHaveLength(1);
  });
});
