import { makeAutoObservable } from 'mobx';
import type { InactivityPhase } from '../domain/inactivity';
import type { Resolver } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { InactivityMonitor } from '../application/inactivity-monitor';
import { SessionStore } from '../application/ports';
import { SessionState } from '../application/session-state';
import { SignOut } from '../application/sign-out';

export type InactivityView = Exclude<InactivityPhase, 'expired'>;

/**
 * Watches a signed-in session for inactivity: warns before the sign-out with a way to stay
 * (WCAG 2.2.1), signs out when the time is up (the fresh sign-in page then says so: errors:loggedOut).
 */
export class InactivityViewModel {
  view: InactivityView = 'active';
  minutesLeft = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly monitor: InactivityMonitor,
    private readonly session: SessionState,
    private readonly signOut: SignOut,
  ) {
    makeAutoObservable<InactivityViewModel, 'monitor' | 'session' | 'signOut' | 'timer'>(
      this,
      { monitor: false, session: false, signOut: false, timer: false },
      { autoBind: true },
    );
  }

  start(): void {
    this.check();
    this.timer ??= setInterval(this.check, this.monitor.policy.checkEveryMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Pointer and key activity. While the warning shows, only "Stay signed in" counts. */
  activity(): void {
    if (this.session.isSignedIn && this.view === 'active') this.monitor.recordActivity();
  }

  staySignedIn(): void {
    this.monitor.recordActivity(true);
    this.view = 'active';
  }

  signOutNow(): void {
    this.view = 'active';
    void this.signOut.execute('customer');
  }

  check(): void {
    if (!this.session.isSignedIn) return;
    this.monitor.startIfUnrecorded();
    const phase = this.monitor.phase();
    if (phase === 'expired') {
      this.view = 'active';
      this.stop();
      void this.signOut.execute('inactivity');
      return;
    }
    this.view = phase;
    this.minutesLeft = this.monitor.minutesLeft();
  }
}

/**
 * The watch's view model from the container's services: made by the watch itself (its code, the
 * monitor's included, loads with the watch, not on the first screen). The monitor keeps nothing
 * but what the session store keeps, so one per view model is the same as one for the app.
 */
export function makeInactivityViewModel(container: Resolver): InactivityViewModel {
  return new InactivityViewModel(new InactivityMonitor(container.get(SessionStore), container.get(Clock)), container.get(SessionState), container.get(SignOut));
}
