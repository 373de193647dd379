import { makeAutoObservable } from 'mobx';
import type { Clock } from '@/shared/kernel/clock';
import { secondsLeft } from '../domain/countdown';

/** The time a countdown shows; the screen ticks it every second, a scenario after moving its clock. */
export class CountdownClock {
  now: number;

  constructor(private readonly clock: Clock) {
    this.now = clock.now();
    makeAutoObservable<CountdownClock, 'clock'>(this, { clock: false }, { autoBind: true });
  }

  tick(): void {
    this.now = this.clock.now();
  }

  secondsLeft(sentAt: number | undefined, waitSeconds: number): number {
    return secondsLeft(sentAt, waitSeconds, this.now);
  }
}
