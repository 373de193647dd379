import { describe, expect, it } from 'vitest';
import { errorKey } from './error-report';

/** The portal's AppError, as the key sees it (the domain does not import it). */
class AppErrorLike extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

describe('telling errors apart (the repeat rule of the page’s error sources)', () => {
  it('names an error by its name, or an AppError by its type, and its message', () => {
    expect(errorKey(new TypeError('x is undefined'))).toBe('TypeError|x is undefined');
    expect(errorKey(new AppErrorLike('Timeout', 'slow'))).toBe('Timeout|slow');
  });

  it('writes anything else as text', () => {
    expect(errorKey('plain')).toBe('NonError|"plain"');
    expect(errorKey({ reason: 'x' })).toBe('NonError|{"reason":"x"}');
    expect(errorKey(undefined)).toBe('NonError|undefined');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(errorKey(cycle)).toBe('NonError|[object Object]');
  });
});
