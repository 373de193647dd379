import type { ServiceIdentifier } from 'inversify';

/**
 * Waiting as a port (beside Clock), so a flow's pauses (the one-second wait before a code is sent
 * again) run on the scenario's clock in tests.
 */
export interface Delay {
  wait(ms: number): Promise<void>;
}
export const Delay = Symbol('Delay') as ServiceIdentifier<Delay>;

export const systemDelay: Delay = { wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };
