import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { disclosureFactsOf, disclosureLines, regimeOf, type DisclosureLine } from '@/sending/domain/disclosure';
import { assertDelivery } from '../support/delivery-line';
import type { PortalWorld } from '../support/world';

/** The disclosure of the confirm step for the transfer in progress, as the page builds it from the kept quote. */
function lines(world: PortalWorld): DisclosureLine[] {
  const quote = world.container.get(TransferDraftStore).draft.quote;
  assert.ok(quote, 'no quote in the transfer in progress');
  return disclosureLines(regimeOf(world.me.country), disclosureFactsOf(quote, undefined), Date.parse('2026-11-26T12:00:00Z'));
}

Then('the confirm step discloses, in order: {}', function (this: PortalWorld, kinds: string) {
  assert.deepEqual(lines(this).map((line) => line.kind), kinds.split(', '));
});

Then('the currency conversion charge is {string} % over the ECB reference rate {string}', function (this: PortalWorld, percent: string, reference: string) {
  const markup = lines(this).find((line) => line.kind === 'markup');
  assert.deepEqual(markup, { kind: 'markup', percent, referenceRate: reference });
});

Then(/^the confirm step says the card payout is (fast|not fast): the money is available within "([^"]+)"$/, function (this: PortalWorld, speed: 'fast' | 'not fast', within: string) {
  assertDelivery(lines(this), speed, within);
});
