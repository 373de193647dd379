import type { ServiceIdentifier } from 'inversify';

/** Time as a port, so sessions, timers and quotes are testable. */
export interface Clock {
  now(): number;
}
export const Clock = Symbol('Clock') as ServiceIdentifier<Clock>;

export const systemClock: Clock = { now: () => Date.now() };
