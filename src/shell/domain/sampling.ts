/**
 * Error reporting's sampling (spec 02 section 9): traces 1, session replays 0.1, replays on error 1.
 * Decided once per visit with an injected random number source (tests pass their own):
 * - traced: the visit's navigations and calls are traced (rate 1: every visit);
 * - a session replay: the whole visit is kept for replay (rate 0.1: one visit in ten);
 * - a replay on error: a visit without a session replay keeps the moments before an error, sent
 *   with that error's report (rate 1: every error).
 * The sandbox records no screen: a report only carries the decision, so no typed value can leak
 * through a replay.
 */
export interface SamplingRates {
  /** Share of visits traced, 0 to 1. */
  readonly traces: number;
  /** Share of visits kept whole for replay, 0 to 1. */
  readonly replaysSession: number;
  /** Share of errors (in visits without a session replay) sent with a replay, 0 to 1. */
  readonly replaysOnError: number;
}

/** The spec's rates. */
export const SPEC_SAMPLING: SamplingRates = { traces: 1, replaysSession: 0.1, replaysOnError: 1 };

/** A number in [0, 1). */
export type RandomSource = () => number;

/** What was decided for the visit, once. */
export interface VisitSampling {
  readonly traced: boolean;
  readonly replaySession: boolean;
}

export type ReplayDecision = 'session' | 'on-error' | 'none';

/** The decision a report carries. */
export interface ReportSampling {
  readonly traced: boolean;
  readonly replay: ReplayDecision;
}

/** A rate is a number from 0 to 1 inclusive. */
export function isRate(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/** True with the probability `rate`: 1 always (random() is below 1), 0 never. */
export function sampled(rate: number, random: RandomSource): boolean {
  return random() < rate;
}

/** The visit's decision: traced first, then the session replay (two draws, in that order). */
export function sampleVisit(rates: SamplingRates, random: RandomSource): VisitSampling {
  const traced = sampled(rates.traces, random);
  const replaySession = sampled(rates.replaysSession, random);
  return { traced, replaySession };
}

/**
 * The replay an error's report carries: the session's when the visit has one (no draw), else one
 * draw against the on-error rate. A message that is not an error never gets the on-error replay.
 */
export function replayFor(kind: 'exception' | 'message', visit: VisitSampling, rates: SamplingRates, random: RandomSource): ReplayDecision {
  if (visit.replaySession) return 'session';
  if (kind !== 'exception') return 'none';
  return sampled(rates.replaysOnError, random) ? 'on-error' : 'none';
}
