import { describe, expect, it } from 'vitest';
import type { ErrorContext } from '../domain/error-report';
import type { ErrorReporter } from '../application/ports';
import { ReportingErrors } from '../application/reporting-errors';
import { reportCaughtError, receiveCaughtErrors, MAX_WAITING } from '../caught-errors';
import { listenForPageErrors } from './page-error-source';

class Recording implements ErrorReporter {
  readonly seen: { error: unknown; context?: ErrorContext }[] = [];
  async captureException(error: unknown, context?: ErrorContext) {
    this.seen.push({ error, context });
  }
  async captureMessage() {}
  setCustomer() {}
}

/** An `error` event as the browser dispatches it on the window for an uncaught error. */
function errorEvent(error: unknown, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event('error'), { error, message: error instanceof Error ? error.message : '', filename: 'https://portal.test/app.js', lineno: 3, colno: 7, ...extra });
}

describe('the page’s error sources', () => {
  it('report uncaught errors, unhandled rejections and the boundaries’ caught errors, once per window', () => {
    const target = new EventTarget();
    const reporter = new Recording();
    const reporting = new ReportingErrors(reporter, () => 0);
    const stop = listenForPageErrors(target, reporting);
    expect(listenForPageErrors(target, reporting)).toBe(stop);

    const uncaught = new TypeError('x is undefined');
    target.dispatchEvent(errorEvent(uncaught));
    const reason = new Error('rejected');
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    const caught = new Error('render failed');
    reportCaughtError({ error: caught, source: 'error-boundary', componentStack: '\n    at WalletPage' });

    expect(reporter.seen).toEqual([
      { error: uncaught, context: { source: 'window-error', details: { file: 'https://portal.test/app.js', line: 3, column: 7 } } },
      { error: reason, context: { source: 'unhandled-rejection' } },
      { error: caught, context: { source: 'error-boundary', details: { componentStack: '\n    at WalletPage' } } },
    ]);
    stop();
    target.dispatchEvent(errorEvent(new Error('after')));
    expect(reporter.seen).toHaveLength(3);
  });

  it('hand the window over to another reporting (another container), never reporting twice', () => {
    const target = new EventTarget();
    const first = new Recording();
    const second = new Recording();
    listenForPageErrors(target, new ReportingErrors(first, () => 0));
    const stop = listenForPageErrors(target, new ReportingErrors(second, () => 0));
    target.dispatchEvent(errorEvent(new Error('once')));
    expect([first.seen.length, second.seen.length]).toEqual([0, 1]);
    stop();
  });

  it('report a cross-origin "Script error." that carries no error object', () => {
    const target = new EventTarget();
    const reporter = new Recording();
    const stop = listenForPageErrors(target, new ReportingErrors(reporter, () => 0));
    target.dispatchEvent(errorEvent(undefined, { message: 'Script error.' }));
    expect((reporter.seen[0]?.error as Error).message).toBe('Script error.');
    stop();
  });

  it('hand over the errors caught before the reporter listened (at most 10)', () => {
    for (let i = 0; i < MAX_WAITING + 3; i += 1) reportCaughtError({ error: new Error(`early ${i}`), source: 'error-boundary' });
    const received: unknown[] = [];
    const stop = receiveCaughtErrors((c) => received.push((c.error as Error).message));
    expect(received).toHaveLength(MAX_WAITING);
    expect(received[0]).toBe('early 0');
    stop();
    // A receiver that throws never breaks the page.
    const stopThrowing = receiveCaughtErrors(() => {
      throw new Error('broken');
    });
    expect(() => reportCaughtError({ error: 'x', source: 'boot' })).not.toThrow();
    stopThrowing();
  });
});
