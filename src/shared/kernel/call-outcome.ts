import { isAppError } from './app-error';

/**
 * What a failed call to the back office left behind, the one rule every keyed call (a transfer's
 * create and pay, a wallet top-up) and every payment's outcome follows:
 *
 *   - `in-doubt`: the back office may have done the work. Its answer was lost (Network, Timeout),
 *     unreadable (MalformedResponse), it failed on its side (5xx), or the first request with the
 *     key still runs (IdempotencyKeyInUse). Ask again with the same key, or look the work up,
 *     before anything new is made.
 *   - `refused`: it looked at the request and refused it (400, 404, 409, 410, 422; the key used for
 *     another request too): nothing was done under the key, and the key would only answer the same
 *     refusal again, so a corrected request needs another key.
 *   - `not-done`: it answered before looking at the request (401, 403, 429, other 4xx), or the
 *     failure is not the back office's answer at all: nothing was done, the key is still good.
 */
export type CallOutcome = 'in-doubt' | 'refused' | 'not-done';

const REFUSALS: ReadonlySet<number> = new Set([400, 404, 409, 410, 422]);

export function callOutcomeOf(error: unknown): CallOutcome {
  if (!isAppError(error)) return 'not-done';
  if (error.type === 'IdempotencyKeyInUse') return 'in-doubt';
  if (error.status === undefined) return error.type === 'Network' || error.type === 'Timeout' || error.type === 'MalformedResponse' ? 'in-doubt' : 'not-done';
  if (error.status >= 500) return 'in-doubt';
  return REFUSALS.has(error.status) ? 'refused' : 'not-done';
}

/** Whether a failed call may have done its work (see CallOutcome). */
export const outcomeInDoubt = (error: unknown): boolean => callOutcomeOf(error) === 'in-doubt';
