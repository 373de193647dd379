import { makeAutoObservable } from 'mobx';
import type { Clock } from '../kernel/clock';

/**
 * "Send a new code" waits until the server allows another send (resend_after_seconds). Driven by
 * the Clock port: the view calls `tick()` every second while it counts, tests move the clock.
 */
export class ResendCountdown {
  private now: number;
  private availableAt: number | undefined = undefined;

  constructor(private readonly clock: Clock) {
    this.now = clock.now();
    makeAutoObservable<ResendCountdown, 'clock'>(this, { clock: false }, { autoBind: true });
  }

  /** A code went out: another may be asked for after `seconds`. */
  start(seconds: number): void {
    this.now = this.clock.now();
    this.availableAt = this.now + seconds * 1000;
  }

  tick(): void {
    this.now = this.clock.now();
  }

  get secondsLeft(): number {
    return this.availableAt === undefined ? 0 : Math.max(0, Math.ceil((this.availableAt - this.now) / 1000));
  }

  get counting(): boolean {
    return this.secondsLeft > 0;
  }

  /** m:ss, as shown on the button. */
  get display(): string {
    const s = this.secondsLeft;
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
}
