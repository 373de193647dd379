import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { callOutcomeOf, outcomeInDoubt } from './call-outcome';

const error = (type: string, status?: number) => new AppError(type, type, status === undefined ? {} : { status });

describe('callOutcomeOf: the one rule of what a failed call left behind', () => {
  it('is in doubt when the answer was lost, unreadable, the back office failed, or the key’s first request still runs', () => {
    expect(['Network', 'Timeout', 'MalformedResponse'].map((type) => callOutcomeOf(error(type)))).toEqual(['in-doubt', 'in-doubt', 'in-doubt']);
    expect([500, 502, 503, 504].map((status) => callOutcomeOf(error('Other', status)))).toEqual(['in-doubt', 'in-doubt', 'in-doubt', 'in-doubt']);
    expect(callOutcomeOf(error('IdempotencyKeyInUse', 409))).toBe('in-doubt');
    expect(outcomeInDoubt(error('Timeout'))).toBe(true);
  });

  it('is a refusal when the back office looked at the request and refused it, the key used for another request too', () => {
    expect([400, 404, 409, 410, 422].map((status) => callOutcomeOf(error('InvalidValue', status)))).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    expect(callOutcomeOf(error('IdempotencyKeyReused', 409))).toBe('refused');
    expect(outcomeInDoubt(error('InsufficientWalletBalance', 422))).toBe(false);
  });

  it('is nothing done when the request was not looked at, or the failure is not an answer', () => {
    expect([401, 403, 429].map((status) => callOutcomeOf(error('Other', status)))).toEqual(['not-done', 'not-done', 'not-done']);
    expect(callOutcomeOf(error('Unknown'))).toBe('not-done');
    expect(callOutcomeOf(new Error('boom'))).toBe('not-done');
  });
});
