import { describe, expect, it } from 'vitest';
import { describeError, scrubReport, type ErrorReport } from './error-report';

/** The portal's AppError, as the report sees it (the domain does not import it). */
class AppErrorLike extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly options: { requestId?: string; status?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

describe('describing what was thrown', () => {
  it('keeps an error’s name, message and stack', () => {
    const error = new TypeError('x is undefined');
    expect(describeError(error)).toEqual({ type: 'TypeError', message: 'x is undefined', stack: error.stack });
  });

  it('keeps an AppError’s type, error code and status', () => {
    const described = describeError(new AppErrorLike('Timeout', 'slow', { requestId: 'rid-42', status: 504 }));
    expect(described).toMatchObject({ type: 'Timeout', message: 'slow', code: 'rid-42', status: 504 });
  });

  it('writes anything else as text', () => {
    expect(describeError('plain')).toEqual({ type: 'NonError', message: 'plain' });
    expect(describeError({ reason: 'x' })).toEqual({ type: 'NonError', message: '{"reason":"x"}' });
    expect(describeError(undefined)).toEqual({ type: 'NonError', message: 'undefined' });
  });
});

describe('a whole report scrubbed', () => {
  const report: ErrorReport = {
    id: 'r-1',
    kind: 'exception',
    level: 'error',
    source: 'window-error',
    type: 'Error',
    message: 'Amina (amina@x.se) failed',
    code: 'rid-1',
    stack: 'Error: Amina failed\n    at https://portal.test/x.js?token=abc:1:2',
    page: '/transfers?email=amina%40x.se&page=2',
    release: '10.56.0',
    at: '2026-11-21T10:00:00.000Z',
    sampling: { traced: true, replay: 'on-error' },
    details: { code: 'oauth-code', headers: { 'X-Auth-Token': 'sbx-1-a' } },
  };

  it('scrubs the texts and the details, and keeps the report’s own fields (its error code included)', () => {
    expect(scrubReport(report, { names: ['Amina'] })).toEqual({
      ...report,
      message: '[name] ([email]) failed',
      // The value runs to the end of the address (its line and column go with it: better too much than too little).
      stack: 'Error: [name] failed\n    at https://portal.test/x.js?token=[Filtered]',
      page: '/transfers?email=[Filtered]&page=2',
      details: { code: '[Filtered]', headers: { 'X-Auth-Token': '[Filtered]' } },
    });
  });
});
