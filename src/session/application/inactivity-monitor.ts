import type { Clock } from '@/shared/kernel/clock';
import { INACTIVITY_POLICY, inactivityPhase, minutesLeft, type InactivityPhase, type InactivityPolicy } from '../domain/inactivity';
import type { SessionStore } from './ports';

/** Keeps the time of the customer's last activity (kept across reloads) and judges it. */
export class InactivityMonitor {
  /** Activity is written at most this often: pointer moves and key presses come in bursts. */
  private static readonly WRITE_EVERY_MS = 10_000;

  constructor(
    private readonly store: SessionStore,
    private readonly clock: Clock,
    readonly policy: InactivityPolicy = INACTIVITY_POLICY,
  ) {}

  recordActivity(force = false): void {
    const now = this.clock.now();
    const last = this.store.lastActivity();
    if (force || last === undefined || now - last >= InactivityMonitor.WRITE_EVERY_MS) this.store.setLastActivity(now);
  }

  /** A session that has no activity on record yet (just signed in) starts counting now. */
  startIfUnrecorded(): void {
    if (this.store.lastActivity() === undefined) this.store.setLastActivity(this.clock.now());
  }

  phase(): InactivityPhase {
    const last = this.store.lastActivity();
    return last === undefined ? 'active' : inactivityPhase(last, this.clock.now(), this.policy);
  }

  minutesLeft(): number {
    const last = this.store.lastActivity() ?? this.clock.now();
    return minutesLeft(last, this.clock.now(), this.policy);
  }
}
