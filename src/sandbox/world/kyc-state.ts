import type { SandboxWorld } from './world';

export type KycCheck = 'phone' | 'email' | 'watchlist' | 'address';
export type KycResult = 'Verified' | 'NotVerified';

export interface KycCheckRecord {
  readonly reference: string;
  readonly customerId: number;
  readonly check: KycCheck;
  readonly result: KycResult;
}

export interface KycVerificationSession {
  readonly reference: string;
  readonly customerId: number;
  readonly workflow: 'id' | 'POA' | 'SOF';
  readonly service: 'kyc' | 'kyc-us';
}

/**
 * State of the sandbox KYC service (identity-verification sessions and checks). One per world,
 * reached through `kycStateOf(world)`. References come from a counter.
 */
class KycState {
  private counter = 0;
  readonly sessions: KycVerificationSession[] = [];
  readonly checks: KycCheckRecord[] = [];

  private next(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter.toString().padStart(6, '0')}`;
  }

  startVerification(customerId: number, workflow: KycVerificationSession['workflow'], service: KycVerificationSession['service']): KycVerificationSession {
    const session = { reference: this.next('sbx-kyc-wf'), customerId, workflow, service };
    this.sessions.push(session);
    return session;
  }

  recordCheck(customerId: number, check: KycCheck, result: KycResult): KycCheckRecord {
    const record = { reference: this.next('sbx-kyc-chk'), customerId, check, result };
    this.checks.push(record);
    return record;
  }
}

const states = new WeakMap<SandboxWorld, KycState>();

export function kycStateOf(world: SandboxWorld): KycState {
  let state = states.get(world);
  if (!state) {
    state = new KycState();
    states.set(world, state);
  }
  return state;
}

/** The KYC service's identifiers of a customer. */
export const kycUserReference = (guid: string) => `KYC-${guid}`;
export const kycInternalReference = (id: number) => `INT-${id}`;
