import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { disclosureLines, regimeOf, type DisclosureLine } from '@/sending/domain/disclosure';
import type { PortalWorld } from '../support/world';

/** The disclosure of the confirm step for the transfer in progress, as the page builds it from the kept quote. */
function lines(world: PortalWorld): DisclosureLine[] {
  const quote = world.container.get(TransferDraftStore).draft.quote;
  assert.ok(quote, 'no quote in the transfer in progress');
  const facts = {
    send: quote.send, fee: quote.fee, discount: { amountMinor: 0, currency: quote.send.currency }, total: quote.total,
    receive: quote.receive, rate: quote.rate, payoutType: quote.payoutType,
    ...(quote.referenceRate ? { referenceRate: quote.referenceRate } : {}),
  };
  return disclosureLines(regimeOf(world.me.country), facts, Date.parse('2026-11-26T12:00:00Z'));
}

Then('the confirm step discloses, in order: {}', function (this: PortalWorld, kinds: string) {
  assert.deepEqual(lines(this).map((line) => line.kind), kinds.split(', '));
});

Then('the currency conversion charge is {string} % over the ECB reference rate {string}', function (this: PortalWorld, percent: string, reference: string) {
  const markup = lines(this).find((line) => line.kind === 'markup');
  assert.deepEqual(markup, { kind: 'markup', percent, referenceRate: reference });
});
