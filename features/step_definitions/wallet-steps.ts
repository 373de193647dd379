import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ensureWalletCards } from '@/app/pages/home-route';
import { parseDecimal } from '@/shared/kernel/money';
import { LocalTimeZone } from '@/wallet/application/home-ports';
import { monthKey } from '@/wallet/domain/calendar-month';
import { WALLET_BRAND_NAMES, expiryText } from '@/wallet/domain/saved-card';
import { WalletActivityViewModel } from '@/wallet/ui/activity/wallet-activity-view-model';
import { WalletCardsViewModel } from '@/wallet/ui/cards/wallet-cards-view-model';
import { WalletStatisticsViewModel } from '@/wallet/ui/statistics/wallet-statistics-view-model';
import { TopUpViewModel } from '@/wallet/ui/top-up/top-up-view-model';
import { CardForms } from '@/paying/application/card-form';
import { CardGateway } from '@/paying/application/card-gateway';
import type { InMemoryCardForm } from '@/paying/adapters/in-memory-card-form';
import { SANDBOX_THREE_DS_CODE, decideThreeDsEnrollmentAtDesk } from '@/sandbox/world/card-desk';
import { decideBankLinkAtDesk } from '@/sandbox/world/bank-link-desk';
import { makeTrustlyCallbackViewModel } from '@/paying/ui/instant-bank/trustly-callback-view-model';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { makeWalletViewModel, WalletViewModel } from '@/wallet/ui/wallet-view-model';
import type { PortalWorld } from '../support/world';

/** The wallet page's view model, loaded as the page does when it mounts. */
async function loadWallet(world: PortalWorld): Promise<WalletViewModel> {
  const wallet = makeWalletViewModel(world.container);
  world.wallet = wallet;
  await wallet.load();
  if (world.hasRouter) await world.router.settle();
  return wallet;
}

When('I load my wallet balance', async function (this: PortalWorld) {
  await loadWallet(this);
});

When('the back office ends my session and I load my wallet balance', async function (this: PortalWorld) {
  this.sandbox.revokeAllSessions();
  await loadWallet(this);
});

When('the back office blocks my account and I load my wallet balance', async function (this: PortalWorld) {
  this.sandbox.blockCustomer(this.me);
  await loadWallet(this);
});

/** "12540.50 SEK": compared as integer minor units and currency, never as a float. */
Then('I see the wallet balance {string}', async function (this: PortalWorld, shown: string) {
  const [amount = '', currency = '', ...rest] = shown.split(' ');
  const expected = parseDecimal(amount, currency);
  assert.ok(expected && rest.length === 0, `Not an amount and a currency: "${shown}"`);
  await this.router.settle();
  assert.equal(this.router.pathname, '/wallet', 'The balance is on the wallet page');
  const wallet = await loadWallet(this);
  assert.equal(wallet.state, 'ready', `wallet ${wallet.state}: ${wallet.error?.type ?? ''} ${wallet.error?.message ?? ''}`);
  assert.deepEqual(
    { amountMinor: wallet.wallet?.balance.amountMinor, currency: wallet.wallet?.balance.currency },
    { amountMinor: expected.amountMinor, currency: expected.currency },
  );
});

Then('the wallet shows the error {string}', function (this: PortalWorld, type: string) {
  assert.equal(this.wallet?.state, 'failed', 'wallet state');
  assert.equal(this.wallet?.error?.type, type);
});

// ---- The wallet home's sections (features/wallet/): statistics, saved cards, top-up ------------------

/**
 * The wallet home's sections without the page: their view models from the app's container in
 * memory mode, after the modules the page loads with them (the wallet's sections, and the saved
 * cards over the paying context's card gateway: src/app/pages/home-route.tsx). The page's own
 * wiring is repeated: a top-up's balance goes to the balance shown.
 */
interface WalletHome {
  statistics?: WalletStatisticsViewModel;
  cards?: WalletCardsViewModel;
  topUp?: TopUpViewModel;
  /** The card the last top-up used or was refused for. */
  topUpCard?: string;
}

const homes = new WeakMap<PortalWorld, WalletHome>();

function home(world: PortalWorld): WalletHome {
  let found = homes.get(world);
  if (!found) {
    found = {};
    homes.set(world, found);
  }
  return found;
}

/** The wallet's modules and the saved cards, loaded as the page loads them with its sections. */
async function sections(world: PortalWorld): Promise<void> {
  await ensureWalletCards(world.container);
}

const cardOf = (world: PortalWorld, last4: string) => {
  const card = world.sandbox.records.cards.find((k) => k.customerId === world.me.id && k.last4 === last4);
  assert.ok(card, `I have no card ending in ${last4}`);
  return card;
};

/** "1471.25 GBP" -> integer minor units and the currency. */
function amountOf(text: string): { amountMinor: number; currency: string } {
  const [amount = '', currency = '', ...rest] = text.split(' ');
  const parsed = parseDecimal(amount, currency);
  assert.ok(parsed && rest.length === 0, `Not an amount and a currency: "${text}"`);
  return { amountMinor: parsed.amountMinor, currency: parsed.currency };
}

const shown = (m: { amountMinor: number; currency: string }) => ({ amountMinor: m.amountMinor, currency: m.currency });

// Statistics

Given('the back office cancels my transfer made {int} days ago', function (this: PortalWorld, days: number) {
  const made = new Date(this.clock.at - days * 86_400_000).toISOString();
  const transfer = this.sandbox.records.transactions.find((t) => t.customerId === this.me.id && t.createdAt === made);
  assert.ok(transfer, `No transfer of mine made ${days} days ago`);
  transfer.status = 'CANCELED';
});

Given('I have paid for no transfers', function (this: PortalWorld) {
  for (const transfer of this.sandbox.records.transactions.filter((t) => t.customerId === this.me.id)) transfer.status = 'AWAITING';
});

Given('the back office ends my session', function (this: PortalWorld) {
  this.sandbox.revokeAllSessions();
});

When("I open my wallet's statistics", async function (this: PortalWorld) {
  await sections(this);
  const vm = this.container.get(WalletStatisticsViewModel);
  home(this).statistics = vm;
  await vm.load();
});

function statistics(world: PortalWorld): WalletStatisticsViewModel {
  const vm = home(world).statistics;
  assert.ok(vm, "Open the statistics first: When I open my wallet's statistics");
  return vm;
}

Then('my wallet shows {int} transactions in all and {string} paid in the last 30 days', function (this: PortalWorld, count: number, paid: string) {
  const vm = statistics(this);
  assert.equal(vm.task.state, 'ready', `statistics ${vm.task.state}: ${vm.task.error?.type ?? ''}`);
  assert.equal(vm.statistics?.totalTransactions, count);
  assert.deepEqual(shown(vm.statistics!.thirtyDayAmount), amountOf(paid));
});

Then('the chart shows what was paid per month:', function (this: PortalWorld, table: DataTable) {
  const bars = statistics(this).bars.map((bar) => ({ month: monthKey(bar.month), paid: shown(bar.amount), transfers: bar.transactions }));
  assert.deepEqual(
    bars,
    table.hashes().map((row) => ({ month: row.month!, paid: amountOf(row.paid!), transfers: Number(row.transfers) })),
  );
});

Then('the chart shows {string} paid in {word} for {int} transfers', function (this: PortalWorld, paid: string, month: string, transfers: number) {
  const bar = statistics(this).bars.find((b) => monthKey(b.month) === month);
  assert.ok(bar, `No bar for ${month}`);
  assert.deepEqual({ paid: shown(bar.amount), transfers: bar.transactions }, { paid: amountOf(paid), transfers });
});

Then("the tallest bar is {word} {int}'s", function (this: PortalWorld, monthName: string, year: number) {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const vm = statistics(this);
  const tallest = vm.bars.filter((b) => b.height === 1).map((b) => monthKey(b.month));
  assert.deepEqual(tallest, [monthKey({ year, month: months.indexOf(monthName) + 1 })]);
  assert.deepEqual(vm.summary?.highest?.month, { year, month: months.indexOf(monthName) + 1 });
});

Then("the chart's table has the same figures as its bars", function (this: PortalWorld) {
  const vm = statistics(this);
  const chart = vm.bars.map((b) => [monthKey(b.month), b.amount.amountMinor, b.transactions]);
  vm.toggleTable();
  assert.equal(vm.showTable, true);
  // The table is rendered from the same months (src/wallet/ui/statistics): what it would list.
  assert.deepEqual(
    vm.statistics!.months.map((m) => [monthKey(m.month), m.amount.amountMinor, m.transactions]),
    chart,
  );
  assert.deepEqual(
    { total: vm.summary?.total.amountMinor, transfers: vm.summary?.transactions },
    { total: chart.reduce((sum, [, amount]) => sum + Number(amount), 0), transfers: chart.reduce((sum, [, , n]) => sum + Number(n), 0) },
  );
});

Then('the chart has no bars and says nothing was paid', function (this: PortalWorld) {
  const vm = statistics(this);
  assert.deepEqual(vm.bars.map((b) => b.height), [0, 0, 0, 0, 0, 0]);
  assert.equal(vm.summary?.highest, undefined);
  assert.equal(vm.summary?.transactions, 0);
});

Then('the statistics show the error {string}', function (this: PortalWorld, type: string) {
  const vm = statistics(this);
  assert.equal(vm.task.state, 'failed');
  assert.equal(vm.task.error?.type, type);
  assert.ok(vm.task.error?.requestId, 'the error has its code');
});

// Saved cards

Given('my card {string} expires {string}', function (this: PortalWorld, last4: string, expiry: string) {
  const [month, year] = expiry.split('/').map(Number);
  const card = cardOf(this, last4);
  card.expMonth = month!;
  card.expYear = 2000 + year!;
});

Given('my time zone is {string}', async function (this: PortalWorld, zone: string) {
  await sections(this);
  this.container.rebind(LocalTimeZone).toConstantValue(zone);
});

Given('my clock shows {string}', function (this: PortalWorld, iso: string) {
  this.clock.at = Date.parse(iso);
});

When('I open my saved cards on the wallet', async function (this: PortalWorld) {
  await sections(this);
  const vm = this.container.get(WalletCardsViewModel);
  home(this).cards = vm;
  await vm.load();
  assert.equal(vm.task.state, 'ready', `cards ${vm.task.state}: ${vm.task.error?.type ?? ''}`);
});

function cards(world: PortalWorld): WalletCardsViewModel {
  const vm = home(world).cards;
  assert.ok(vm, 'Open the saved cards first: When I open my saved cards on the wallet');
  return vm;
}

const listed = (vm: WalletCardsViewModel) => vm.cards.map(({ card, expired }) => ({ card: `${WALLET_BRAND_NAMES[card.brand]} ${card.last4}`, expiry: expiryText(card.expiry), state: expired ? 'expired' : 'usable' }));

Then('the wallet lists my cards:', function (this: PortalWorld, table: DataTable) {
  assert.deepEqual(listed(cards(this)), table.hashes());
});

Then(/^the card "(\d{4})" is (expired|not expired) on the wallet$/, function (this: PortalWorld, last4: string, state: string) {
  const found = cards(this).cards.find(({ card }) => card.last4 === last4);
  assert.ok(found, `The wallet does not list the card ${last4}`);
  assert.equal(found.expired, state === 'expired');
});

When('I ask to delete the card {string} on the wallet', function (this: PortalWorld, last4: string) {
  const vm = cards(this);
  const found = vm.cards.find(({ card }) => card.last4 === last4);
  assert.ok(found, `The wallet does not list the card ${last4}`);
  vm.askToDelete(found.card);
});

Then('the wallet asks whether to delete {string} expiring {string}', function (this: PortalWorld, name: string, expiry: string) {
  const card = cards(this).confirming;
  assert.ok(card, 'No confirmation is asked');
  assert.deepEqual([`${WALLET_BRAND_NAMES[card.brand]} ${card.last4}`, expiryText(card.expiry)], [name, expiry]);
});

When('I keep the card', function (this: PortalWorld) {
  cards(this).cancelDelete();
});

When('I confirm the deletion', async function (this: PortalWorld) {
  await cards(this).confirmDelete();
});

When('the card {string} is deleted elsewhere meanwhile', function (this: PortalWorld, last4: string) {
  const card = cardOf(this, last4);
  this.sandbox.records.cards.splice(this.sandbox.records.cards.indexOf(card), 1);
});

Then('the wallet asks nothing', function (this: PortalWorld) {
  assert.equal(cards(this).confirming, undefined);
});

Then('the wallet still lists the card {string}', function (this: PortalWorld, last4: string) {
  assert.ok(cards(this).cards.some(({ card }) => card.last4 === last4));
});

Then('the card {string} is gone from the wallet', function (this: PortalWorld, last4: string) {
  assert.deepEqual(
    cards(this).cards.filter(({ card }) => card.last4 === last4),
    [],
  );
});

Then(/^the back office (still holds|no longer holds) my card "(\d{4})"$/, function (this: PortalWorld, holds: string, last4: string) {
  const held = this.sandbox.records.cards.some((k) => k.customerId === this.me.id && k.last4 === last4);
  assert.equal(held, holds === 'still holds');
});

Then('the wallet says {string} was deleted', function (this: PortalWorld, name: string) {
  const card = cards(this).deleted;
  assert.ok(card, 'Nothing was deleted');
  assert.equal(`${WALLET_BRAND_NAMES[card.brand]} ${card.last4}`, name);
});

Then('the dialog shows the error {string} with an error code', function (this: PortalWorld, type: string) {
  const vm = cards(this);
  assert.ok(vm.confirming, 'The dialog has closed');
  assert.equal(vm.deleteError?.type, type);
  assert.ok(vm.deleteError?.requestId, 'the error has its code');
});

// Top-up

/** The wallet's address on the portal, where a new card's 3-D Secure returns (the page gives its own). */
const WALLET_ADDRESS = 'http://portal.test/wallet';

/** The top-up section as the page mounts it: the balance shown follows a top-up, a new card's 3-D Secure returns to the wallet. */
async function openTopUp(world: PortalWorld): Promise<TopUpViewModel> {
  await sections(world);
  const vm = world.container.get(TopUpViewModel);
  const wallet = world.wallet ?? makeWalletViewModel(world.container);
  world.wallet = wallet;
  await wallet.load();
  vm.onTopUp = (result) => wallet.showBalance(result.balance);
  vm.returnAddress = WALLET_ADDRESS;
  home(world).topUp = vm;
  await vm.load();
  assert.equal(vm.options.state, 'ready', `top-up options ${vm.options.state}: ${vm.options.error?.type ?? ''}`);
  return vm;
}

When('I open the top-up', async function (this: PortalWorld) {
  await openTopUp(this);
});

function topUp(world: PortalWorld): TopUpViewModel {
  const vm = home(world).topUp;
  assert.ok(vm, 'Open the top-up first: When I open the top-up');
  return vm;
}

const WAYS: Readonly<Record<string, readonly string[]>> = {
  card: ['card'],
  'card and bank': ['card', 'bank'],
  'card, bank and instant bank payment': ['card', 'bank', 'trustly'],
  'card and Interac e-Transfer': ['card', 'apaylo'],
};

Then(/^the top-up offers (card and bank|card, bank and instant bank payment|card and Interac e-Transfer|card)$/, function (this: PortalWorld, ways: string) {
  assert.deepEqual(
    topUp(this).offered.map((o) => o.method),
    WAYS[ways],
  );
});

Then('a card top-up takes {string} to {string}', function (this: PortalWorld, min: string, max: string) {
  const card = topUp(this).offered.find((o) => o.method === 'card');
  assert.ok(card);
  assert.deepEqual([shown(card.min), shown(card.max)], [amountOf(min), amountOf(max)]);
});

Then('the top-up offers the cards {string}', function (this: PortalWorld, list: string) {
  assert.deepEqual(
    topUp(this).cards.map((c) => c.last4),
    list.split(',').map((s) => s.trim()),
  );
});

When('I top up {string} with the card {string}', async function (this: PortalWorld, typed: string, last4: string) {
  const vm = topUp(this);
  vm.chooseMethod('card');
  vm.chooseCard(cardOf(this, last4).id);
  vm.setAmount(typed);
  home(this).topUpCard = last4;
  await vm.submit();
});

/** The memory mode's card form of the customer's provider (the one the page's fields are). */
async function providerForm(world: PortalWorld): Promise<InMemoryCardForm> {
  const provider = await world.container.get(CardGateway).cardProvider();
  return (await world.container.get(CardForms).forProvider(provider)) as InMemoryCardForm;
}

When('I top up {string} with a new card {string}', async function (this: PortalWorld, typed: string, number: string) {
  const vm = topUp(this);
  vm.chooseMethod('card');
  vm.chooseNewCard();
  await vm.openCardForm();
  // The page's slots (no page here: the fake draws nothing), then the card typed into the provider's fields.
  vm.mountCardForm({}, { locale: 'en' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(vm.cardForm.kind === 'open' && vm.cardForm.state.ready, true, `the card form is not ready: ${JSON.stringify(vm.cardForm)}`);
  (await providerForm(this)).type({ number, expiry: '12/30', cvv: '123' });
  vm.setAmount(typed);
  home(this).topUpCard = number.slice(-4);
  await vm.submit();
});

Then('I am sent to my bank’s 3-D Secure page', function (this: PortalWorld) {
  const vm = topUp(this);
  assert.match(vm.leavingFor ?? '', /\/3ds\/enrollment\/sid_[a-z0-9]+$/, `not sent to the issuer: ${JSON.stringify(vm.fieldErrors)} ${vm.error?.type ?? ''}`);
  assert.equal(vm.result, undefined);
});

When(/^I (confirm|cancel) the card on my bank’s page and come back to the wallet$/, async function (this: PortalWorld, action: string) {
  const sessionId = /(sid_[a-z0-9]+)$/.exec(topUp(this).leavingFor ?? '')?.[1];
  assert.ok(sessionId, 'Not sent to the issuer’s page');
  const decided = decideThreeDsEnrollmentAtDesk(this.sandbox, sessionId, action === 'confirm' ? { action: 'submit', code: SANDBOX_THREE_DS_CODE } : { action: 'cancel' });
  assert.ok(decided.ok);
  // The issuer sends the customer back to the wallet: the page again, in the same tab; whatever the
  // address says, the wallet asks the back office.
  this.wallet = undefined;
  await openTopUp(this);
});

Then('my bank did not confirm the card: nothing was topped up, my amount is on the form again', function (this: PortalWorld) {
  const vm = topUp(this);
  assert.deepEqual(vm.declined, { code: 'payment_was_not_authorised' });
  assert.equal(vm.result, undefined);
  assert.deepEqual([vm.method, vm.newCard], ['card', true]);
});

Then('the card I typed is still in the card form', function (this: PortalWorld) {
  const form = topUp(this).cardForm;
  assert.ok(form.kind === 'open' && form.state.valid, `the card form lost the card: ${JSON.stringify(form)}`);
});

Then('my saved cards include the card {string}', async function (this: PortalWorld, last4: string) {
  assert.ok(cardOf(this, last4));
  const vm = topUp(this);
  await vm.loadCards();
  assert.ok(vm.cards.some((c) => c.last4 === last4), `the top-up does not offer ${last4}`);
});

When(/^I top up "([^"]*)" by (instant bank payment|Interac e-Transfer)$/, async function (this: PortalWorld, typed: string, way: string) {
  const vm = topUp(this);
  vm.chooseMethod(way === 'Interac e-Transfer' ? 'apaylo' : 'trustly');
  vm.setAmount(typed);
  await vm.submit();
});

When('I press Top up again', async function (this: PortalWorld) {
  await topUp(this).submit();
});

Then('I am sent to my bank’s payment page', function (this: PortalWorld) {
  const vm = topUp(this);
  assert.match(vm.leavingFor ?? '', /\/_\/orderclient\.php\?SessionID=[^&]+&OrderID=[0-9]+/, `not sent to the bank: ${JSON.stringify(vm.fieldErrors)} ${vm.error?.type ?? ''}`);
  assert.equal(vm.result, undefined);
});

/**
 * The decision on Trustly's page, then its return address (the bank-link callback the wallet gave,
 * with the top-up as the payment): the callback page settles it and goes to the wallet, which is
 * opened again in the same tab and asks the back office.
 */
When(/^I (approve|cancel) the payment on my bank’s page and come back through the bank link$/, async function (this: PortalWorld, action: string) {
  const order = /OrderID=([0-9]+)/.exec(topUp(this).leavingFor ?? '')?.[1];
  const pending = [...this.sandbox.walletTopUps.values()].find((t) => t.trustly?.orderId === order);
  assert.ok(pending, 'Not sent to the bank’s page');
  const decided = decideBankLinkAtDesk(this.sandbox, `top-up-${pending.id}`, action === 'approve' ? 'approve' : 'cancel');
  assert.ok(decided.ok);
  // A fresh page load of Trustly's return address (the tab keeps its storage): the callback page runs, then goes on.
  const back = new URL(decided.value.return_url);
  this.reload();
  await this.open(`${back.pathname}${back.search}`);
  assert.equal(this.router.pathname, '/trustly-callback', `the callback's guard sent me to ${this.router.location}`);
  await ensureSendMoneyAndPaying(this.container);
  const callback = makeTrustlyCallbackViewModel(this.container);
  await callback.start((name) => this.router.search.get(name));
  assert.deepEqual([callback.state, callback.target], ['done', '/wallet'], `the callback page: ${callback.state} ${callback.error?.type ?? ''}`);
  await this.goTo(callback.target!, { replace: true });
  assert.equal(this.router.pathname, '/wallet');
  this.wallet = undefined;
  await openTopUp(this);
});

Then('my bank did not authorise the payment: nothing was topped up, my amount is on the form again', function (this: PortalWorld) {
  const vm = topUp(this);
  assert.deepEqual(vm.declined, { code: 'payment_was_not_authorised' });
  assert.equal(vm.result, undefined);
  assert.deepEqual([vm.method, vm.amountText], ['trustly', '500.00']);
});

Then('my wallet activity starts with a top-up of {string} by instant bank payment', async function (this: PortalWorld, amount: string) {
  const activity = this.container.get(WalletActivityViewModel);
  await activity.load();
  const [latest] = activity.activity?.operations ?? [];
  assert.ok(latest, 'No wallet activity');
  assert.deepEqual([latest.kind, shown(latest.amount), latest.description], ['top_up', amountOf(amount), 'Top-up by instant bank payment']);
});

Then('I am asked to send an Interac e-Transfer of {string} to {string} with the message {string}', function (this: PortalWorld, amount: string, email: string, message: string) {
  const result = topUp(this).result;
  assert.equal(result?.status, 'WAITING');
  assert.ok(result.interacTransfer, 'No e-Transfer details');
  assert.deepEqual([shown(result.interacTransfer.amount), result.interacTransfer.recipientEmail, result.interacTransfer.message], [amountOf(amount), email, message]);
});

When('I top up {string} by bank transfer', async function (this: PortalWorld, typed: string) {
  const vm = topUp(this);
  vm.chooseMethod('bank');
  vm.setAmount(typed);
  await vm.submit();
});

Then('the top-up is approved', function (this: PortalWorld) {
  const vm = topUp(this);
  assert.equal(vm.result?.status, 'APPROVED', `no approved top-up: ${JSON.stringify(vm.fieldErrors)} ${vm.error?.type ?? ''}`);
});

Then('the page shows my balance {string}', function (this: PortalWorld, balance: string) {
  assert.ok(this.wallet?.wallet, 'No balance shown');
  assert.deepEqual(shown(this.wallet.wallet.balance), amountOf(balance));
  assert.equal(this.me.walletMinor, amountOf(balance).amountMinor);
});

Then('my wallet activity starts with a top-up of {string} by the card {string}', async function (this: PortalWorld, amount: string, last4: string) {
  const activity = this.container.get(WalletActivityViewModel);
  await activity.load();
  const [latest] = activity.activity?.operations ?? [];
  assert.ok(latest, 'No wallet activity');
  assert.equal(latest.kind, 'top_up');
  assert.deepEqual(shown(latest.amount), amountOf(amount));
  assert.match(latest.description, new RegExp(`${last4}$`));
});

Then('I am asked to pay {string} to {string} with the reference {string}', function (this: PortalWorld, amount: string, iban: string, reference: string) {
  const result = topUp(this).result;
  assert.equal(result?.status, 'WAITING');
  assert.ok(result.bankTransfer, 'No bank details');
  assert.deepEqual([shown(result.bankTransfer.amount), result.bankTransfer.iban, result.bankTransfer.reference], [amountOf(amount), iban, reference]);
});

Then(/^the amount is refused as (required|not an amount|under the minimum .+|over the maximum .+)$/, function (this: PortalWorld, problem: string) {
  const error = topUp(this).fieldErrors.amount;
  assert.ok(error && error.kind === 'amount', `the amount is not refused: ${JSON.stringify(topUp(this).fieldErrors)}`);
  const limit = /^(under the minimum|over the maximum) (.+)$/.exec(problem);
  if (problem === 'required') assert.deepEqual(error.problem, { kind: 'required' });
  else if (problem === 'not an amount') assert.equal(error.problem.kind, 'format');
  else {
    const kind = limit?.[1] === 'under the minimum' ? 'min' : 'max';
    assert.equal(error.problem.kind, kind);
    assert.deepEqual(error.problem.kind === kind ? shown((error.problem as { limit: { amountMinor: number; currency: string } }).limit) : undefined, amountOf(limit![2]!));
  }
  assert.equal(topUp(this).result, undefined);
});

Then('the amount field still holds {string}', function (this: PortalWorld, typed: string) {
  assert.equal(topUp(this).amountText, typed);
});

Then('nothing was topped up', function (this: PortalWorld) {
  const seeded = this.sandbox.records.walletOperations.filter((o) => o.customerId === this.me.id);
  assert.deepEqual(
    seeded.map((o) => o.type),
    ['top_up', 'transfer'],
  );
  assert.equal(this.me.walletMinor, this.wallet?.wallet?.balance.amountMinor);
  assert.equal(topUp(this).result, undefined);
});

Then('the card is refused with {string}', function (this: PortalWorld, type: string) {
  const error = topUp(this).fieldErrors.card;
  assert.ok(error && error.kind === 'server', `the card is not refused: ${JSON.stringify(topUp(this).fieldErrors)}`);
  assert.equal(error.type, type);
  assert.equal(topUp(this).error, undefined);
});

Then('the top-up does not offer the card {string}', async function (this: PortalWorld, last4: string) {
  const vm = this.container.get(TopUpViewModel);
  await vm.load();
  assert.ok(vm.cards.length > 0);
  assert.equal(vm.cards.some((c) => c.last4 === last4), false);
});
