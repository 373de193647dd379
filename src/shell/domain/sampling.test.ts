import { describe, expect, it } from 'vitest';
import { isRate, replayFor, sampled, sampleVisit, SPEC_SAMPLING } from './sampling';

/** A random source that answers these numbers in turn (and fails when asked once too often); `used()` counts the draws. */
function draws(...values: number[]) {
  let i = 0;
  const random = () => {
    if (i >= values.length) throw new Error('One draw too many');
    return values[i++]!;
  };
  return Object.assign(random, { used: () => i });
}

describe('error-reporting sampling', () => {
  it('has the spec’s rates: traces 1, session replays 0.1, replays on error 1', () => {
    expect(SPEC_SAMPLING).toEqual({ traces: 1, replaysSession: 0.1, replaysOnError: 1 });
  });

  it('samples with a rate: 1 always, 0 never, 0.1 below one tenth', () => {
    expect(sampled(1, () => 0.999999)).toBe(true);
    expect(sampled(0, () => 0)).toBe(false);
    expect(sampled(0.1, () => 0.0999)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
  });

  it('decides a visit with two draws: traced, then the session replay', () => {
    const random = draws(0.5, 0.05);
    expect(sampleVisit(SPEC_SAMPLING, random)).toEqual({ traced: true, replaySession: true });
    expect(random.used()).toBe(2);
    expect(sampleVisit(SPEC_SAMPLING, draws(0.99, 0.5))).toEqual({ traced: true, replaySession: false });
    expect(sampleVisit({ traces: 0.2, replaysSession: 0, replaysOnError: 1 }, draws(0.3, 0))).toEqual({ traced: false, replaySession: false });
  });

  it('gives an error in a replayed visit the session’s replay, without a draw', () => {
    const random = draws();
    expect(replayFor('exception', { traced: true, replaySession: true }, SPEC_SAMPLING, random)).toBe('session');
    expect(replayFor('message', { traced: true, replaySession: true }, SPEC_SAMPLING, random)).toBe('session');
  });

  it('gives every error of another visit a replay on error at the spec’s rate 1, one draw each', () => {
    const random = draws(0.999);
    expect(replayFor('exception', { traced: true, replaySession: false }, SPEC_SAMPLING, random)).toBe('on-error');
    expect(random.used()).toBe(1);
    expect(replayFor('exception', { traced: true, replaySession: false }, { ...SPEC_SAMPLING, replaysOnError: 0.5 }, draws(0.5))).toBe('none');
  });

  it('never gives a message (not an error) the on-error replay', () => {
    expect(replayFor('message', { traced: true, replaySession: false }, SPEC_SAMPLING, draws())).toBe('none');
  });

  it('knows a rate', () => {
    expect([0, 0.1, 1].every(isRate)).toBe(true);
    expect([-0.1, 1.01, Number.NaN, Infinity].some(isRate)).toBe(false);
  });
});
