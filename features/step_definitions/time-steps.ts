import { When } from '@cucumber/cucumber';
import type { PortalWorld } from '../support/world';

/**
 * Time passes on the scenario's clock, one second at a time: whatever runs on a timer in the
 * portal (resend countdowns, the version check, the inactivity watch) registers a ticker on the
 * world and sees the clock as it is at each second.
 */
When(/^(\d+) (second|seconds|minute|minutes) pass(?:es)?$/, async function (this: PortalWorld, amount: string, unit: string) {
  const seconds = Number(amount) * (unit.startsWith('minute') ? 60 : 1);
  for (let i = 0; i < seconds; i += 1) {
    this.clock.at += 1_000;
    for (const tick of this.tickers) await tick();
  }
});
