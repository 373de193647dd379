import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import type { PayoutType } from '@/sending/domain/quote-part';
import { QuoteViewModel } from '@/sending/ui/quote/quote-view-model';
import { clockText } from '@/sending/ui/quote/clock-text';
import { toDecimalString, type Money } from '@/shared/kernel/money';
import type { PortalWorld } from '../support/world';

/** Step 1's view model per scenario, as the page holds it. */
const quotes = new WeakMap<PortalWorld, QuoteViewModel>();

function quoteStep(world: PortalWorld): QuoteViewModel {
  const vm = quotes.get(world);
  if (!vm) throw new Error('Open the amount step first: When I open the amount step of sending money');
  return vm;
}

const shown = (value: Money) => `${toDecimalString(value)} ${value.currency}`;

type Field = 'You send' | 'They receive';
const textOf = (vm: QuoteViewModel, field: Field) => (field === 'You send' ? vm.sendText : vm.receiveText);

/** Opens /send-money/quote through the portal's routes and guards, then mounts the page's view model. */
Given('I open the amount step of sending money', async function (this: PortalWorld) {
  if (this.hasRouter) await this.goTo('/send-money/quote');
  else await this.open('/send-money/quote');
  await this.router.settle();
  assert.equal(this.router.pathname, '/send-money/quote');
  await ensureSendMoneyAndPaying(this.container);
  const vm = this.container.get(QuoteViewModel);
  vm.setLocale('en-GB');
  await vm.load();
  assert.equal(vm.offers.state, 'ready', `offers ${vm.offers.state}: ${vm.offers.error?.type ?? ''}`);
  quotes.set(this, vm);
  // The page ticks the countdown once a second.
  this.tickers.push(() => vm.tick());
});

Then('the destinations offered are:', function (this: PortalWorld, table: DataTable) {
  const vm = quoteStep(this);
  const actual = vm.destinations.map((d) => ({
    country: d.countryIso2,
    currency: d.currency,
    'payout types': d.payouts.map((p) => p.payoutType).join(', '),
    default: d.defaultPayout,
  }));
  assert.deepEqual(actual, table.hashes());
});

Then('the step shows Somalia by Mobile Transfer at {string}', function (this: PortalWorld, rate: string) {
  const vm = quoteStep(this);
  assert.equal(vm.countryIso2, 'SO');
  assert.equal(vm.payoutType, 'mobile');
  assert.equal(`1 ${vm.offer?.sourceCurrency} = ${vm.offer?.rate} ${vm.offer?.currency}`, rate);
});

When('I type {string} in {string}', function (this: PortalWorld, text: string, field: Field) {
  const vm = quoteStep(this);
  if (field === 'You send') vm.typeSend(text);
  else vm.typeReceive(text);
  vm.leaveAmount();
});

When('I choose the destination {string}', function (this: PortalWorld, iso2: string) {
  quoteStep(this).chooseDestination(iso2);
});

When('I choose the payout type {string}', function (this: PortalWorld, type: string) {
  quoteStep(this).choosePayout(type as PayoutType);
});

Then(/^"(You send|They receive)" (?:shows "([^"]*)" at once|still shows "([^"]*)")$/, function (this: PortalWorld, field: Field, atOnce?: string, still?: string) {
  assert.equal(textOf(quoteStep(this), field), atOnce ?? still);
});

When('the amount is quoted', async function (this: PortalWorld) {
  const vm = quoteStep(this);
  await vm.flush();
  assert.equal(vm.state, 'quoted', `quote ${vm.state}: ${vm.quoteError?.type ?? ''} ${vm.quoteError?.message ?? ''}`);
});

Then('the quote is {string} sent, {string} received, {string} fee and {string} to pay', function (this: PortalWorld, send: string, receive: string, fee: string, total: string) {
  const quote = quoteStep(this).quote;
  assert.ok(quote, 'no quote');
  assert.deepEqual([shown(quote.send), shown(quote.receive), shown(quote.fee), shown(quote.total)], [send, receive, fee, total]);
});

Then('the amount shows the problem {string}', function (this: PortalWorld, expected: string) {
  const problem = quoteStep(this).problem;
  const actual = !problem ? 'none' : problem.kind === 'min' || problem.kind === 'max' ? `${problem.kind} ${shown(problem.limit)}` : problem.kind;
  assert.equal(actual, expected);
});

Then('no quote is asked for', async function (this: PortalWorld) {
  const vm = quoteStep(this);
  await vm.flush();
  assert.equal(vm.state, 'none');
  assert.equal(this.sandbox.quotes.size, 0);
});

Then('the rate is held for {string}', function (this: PortalWorld, time: string) {
  const vm = quoteStep(this);
  vm.tick();
  assert.equal(vm.state, 'quoted');
  assert.equal(clockText(vm.secondsLeft), time);
});

Then('the rate has expired', function (this: PortalWorld) {
  assert.equal(quoteStep(this).state, 'expired');
});

Then('continuing is refused', async function (this: PortalWorld) {
  const before = this.sandbox.quotes.size;
  assert.equal(await quoteStep(this).proceed(), false);
  assert.equal(this.sandbox.quotes.size, before, 'no quote is made behind the customer’s back');
  assert.equal(this.container.get(TransferDraftStore).draft.quote, undefined);
});

When('I ask for new rates', async function (this: PortalWorld) {
  await quoteStep(this).renew();
});

Then(/^the back office made (\d+) quotes? for me$/, function (this: PortalWorld, count: string) {
  const mine = [...this.sandbox.quotes.values()].filter((q) => q.customerId === this.me.id);
  assert.equal(mine.length, Number(count));
});

When('I continue', async function (this: PortalWorld) {
  assert.equal(await quoteStep(this).proceed(), true, 'continue was refused');
});

Then('the transfer in progress has the quote of {string} to Somalia by Mobile Transfer', function (this: PortalWorld, send: string) {
  const part = this.container.get(TransferDraftStore).draft.quote;
  assert.ok(part, 'no quote in the draft');
  assert.deepEqual([shown(part.send), part.destinationCountry, part.destinationCurrency, part.payoutType], [send, 'SO', 'USD', 'mobile']);
  assert.ok(this.sandbox.quotes.has(part.quoteId), 'the kept quote is the back office’s');
});

When('I open the list of supported places', async function (this: PortalWorld) {
  const vm = quoteStep(this);
  await vm.retryPlaces();
  assert.equal(vm.placesState, 'ready');
});

When('I search the list for {string}', function (this: PortalWorld, query: string) {
  quoteStep(this).setPlacesQuery(query);
});

Then('the list shows {string}', function (this: PortalWorld, names: string) {
  const items = quoteStep(this).filteredPlaces?.items ?? [];
  assert.equal(items.map((i) => i.name).join(', '), names);
});
