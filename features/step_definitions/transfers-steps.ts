import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import en from '@/app/i18n/locales/en/transfers.json';
import enStatus from '@/app/i18n/locales/en/status.json';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { transactionReference, type TransactionStatus } from '@/sandbox/world/remittance-records';
import { createTransactionAtDesk, moveTransferAtDesk, payAtDesk, setPaymentTypeAtDesk } from '@/sandbox/world/transfer-desk';
import { readSendMoneyLink } from '@/shared/kernel/send-money-link';
import { toDecimalString, type Money } from '@/shared/kernel/money';
import { groupOf, isStatusGroup } from '@/transfers/domain/status';
import { isTransactionStatus } from '@/shared/kernel/transaction-status';
import type { Transfer } from '@/transfers/domain/transfer';
import { TransfersModulesLoader } from '@/transfers/transfers-loader-token';
import { ensureTransfersModules } from '@/transfers/transfers-loader';
import { detailsPath, updatePath } from '@/transfers/ui/paths';
import { TransfersViewModel } from '@/transfers/ui/transfers-view-model';
import { makePayoutUpdateViewModel, type PayoutUpdateViewModel } from '@/transfers/ui/update/payout-update-view-model';
import { disclosureLines, regimeOf } from '@/sending/domain/disclosure';
import { receiptFacts } from '@/transfers/domain/receipt';
import { saveCardPayoutRecipient } from '../../tests/support/card-payout-recipient';
import { assertDelivery } from '../support/delivery-line';
import type { PortalWorld } from '../support/world';

/** The transfers area's view models per scenario, as its pages hold them, and the transfer made in the scenario. */
const lists = new WeakMap<PortalWorld, TransfersViewModel>();
const updates = new WeakMap<PortalWorld, PayoutUpdateViewModel>();
const made = new WeakMap<PortalWorld, string>();

/**
 * The area's modules in this portal. The memory mode binds their loader (src/app/modes/memory-mode.ts);
 * until it does, the scenario binds the same loader itself.
 */
async function transfersArea(world: PortalWorld): Promise<void> {
  const c = world.container;
  if (!c.isBound(TransfersModulesLoader)) c.bind(TransfersModulesLoader).toConstantValue(() => import('@/transfers/transfers.memory.modules').then((m) => m.transfersMemoryModules));
  await ensureTransfersModules(c);
}

/** Goes to a path of the portal, as a link or the address bar would. */
async function go(world: PortalWorld, path: string): Promise<void> {
  if (world.hasRouter) await world.goTo(path);
  else await world.open(path);
  await world.router.settle();
}

const idle = (vm: TransfersViewModel) => [vm.list, vm.recipients, vm.details].every((task) => task.state !== 'loading');

/** Waits for what the address asked for (the in-memory desks answer within a few turns). */
async function settled(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  assert.ok(check(), 'the page did not settle');
}

/** /transfers at `path`: the page's view model shown the address, as the page does on every navigation. */
async function openTransfers(world: PortalWorld, path: string): Promise<TransfersViewModel> {
  await go(world, path);
  assert.equal(world.router.pathname, '/transfers');
  await transfersArea(world);
  let vm = lists.get(world);
  if (!vm || !world.container.isBound(TransfersViewModel)) vm = world.container.get(TransfersViewModel);
  lists.set(world, vm);
  vm.show(world.router.currentLocation.search);
  await settled(() => idle(vm));
  return vm;
}

function listPage(world: PortalWorld): TransfersViewModel {
  const vm = lists.get(world);
  if (!vm) throw new Error('Open the transfers first: When I open my transfers');
  return vm;
}

function updatePage(world: PortalWorld): PayoutUpdateViewModel {
  const vm = updates.get(world);
  if (!vm) throw new Error('Open the update page first: When I open the payout details of transfer "…"');
  return vm;
}

/** Money as the scenario writes it: "100.00 SEK". */
const shown = (value: Money) => `${toDecimalString(value)} ${value.currency}`;
const camel = (displayStatus: string) => displayStatus.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const statusLabel = (t: Transfer) => (enStatus.transfer as Record<string, string>)[camel(t.displayStatus)];
const utc = (at: number | undefined) => (at === undefined ? '' : new Date(at).toISOString().slice(0, 16).replace('T', ' '));
const list = (text: string) => (text.trim() === '' ? [] : text.split(',').map((s) => s.trim()));

// ---- the list ---------------------------------------------------------------------------------------

When('I open my transfers', async function (this: PortalWorld) {
  await openTransfers(this, '/transfers');
});

When('I open my transfers at {string}', async function (this: PortalWorld, path: string) {
  await openTransfers(this, path);
});

When('I show my transfers with the status {string}', async function (this: PortalWorld, group: string) {
  assert.ok(isStatusGroup(group), `${group} is not a status group`);
  await openTransfers(this, listPage(this).groupHref(group));
});

When('I show my transfers to {string}', async function (this: PortalWorld, name: string) {
  const vm = listPage(this);
  const recipient = vm.recipientOptions.find((r) => r.name === name);
  assert.ok(recipient, `${name} is not among the recipients to filter by: ${vm.recipientOptions.map((r) => r.name).join(', ')}`);
  await openTransfers(this, vm.recipientHref(recipient.guid));
});

When('I clear the filters of my transfers', async function (this: PortalWorld) {
  assert.ok(listPage(this).filtered, 'no filter to clear');
  await openTransfers(this, '/transfers');
});

When('I go to page {int} of my transfers', async function (this: PortalWorld, page: number) {
  const vm = listPage(this);
  assert.ok(vm.pageLinks.includes(page), `no link to page ${page}: ${vm.pageLinks.join(', ')}`);
  await openTransfers(this, vm.pageHref(page));
});

Then('my transfers are:', function (this: PortalWorld, table: DataTable) {
  const actual = listPage(this).transfers.map((t) => ({
    reference: t.reference,
    recipient: t.beneficiaryName,
    status: statusLabel(t) ?? '',
    group: groupOf(t.status),
    network: t.mobileNetworkName ?? '',
    amount: shown(t.send),
    total: shown(t.total),
    'payout reference': t.payoutReference ?? '',
  }));
  assert.deepEqual(actual, table.hashes());
});

Then('my transfers are {string}', function (this: PortalWorld, references: string) {
  assert.deepEqual(listPage(this).transfers.map((t) => t.reference), list(references));
});

Then('I see {int} transfers on page {int} of {int}', function (this: PortalWorld, count: number, page: number, pages: number) {
  const vm = listPage(this);
  assert.deepEqual([vm.transfers.length, vm.query.page, vm.pageCount], [count, page, pages]);
});

Then('the page links of my transfers are {string}', function (this: PortalWorld, links: string) {
  assert.deepEqual(listPage(this).pageLinks.map(String), list(links));
});

Then('my transfers say that none match the filters', function (this: PortalWorld) {
  assert.equal(listPage(this).empty, 'no-match');
  assert.equal(en.list.noMatch.title, 'No transfers match these filters');
});

Then('my transfers say that there are none yet', function (this: PortalWorld) {
  assert.equal(listPage(this).empty, 'none');
  assert.equal(en.list.empty.newTransfer, 'New transfer');
});

Then('my transfers go to {string}', async function (this: PortalWorld, path: string) {
  const to = listPage(this).pastTheEnd;
  assert.equal(to, path);
  await this.goTo(to, { replace: true });
  await openTransfers(this, path);
  assert.equal(listPage(this).pastTheEnd, undefined);
});

Then('the back-office status {word} is in the group {word}', function (this: PortalWorld, status: string, group: string) {
  assert.ok(isTransactionStatus(status), `${status} is not a back-office status`);
  assert.equal(groupOf(status), group);
});

Given('I have made no transfers', function (this: PortalWorld) {
  const records = this.sandbox.records;
  records.transactions = records.transactions.filter((t) => t.customerId !== this.me.id);
});

Given('I have made {int} more transfers', function (this: PortalWorld, count: number) {
  const mine = this.sandbox.records.transactions.filter((t) => t.customerId === this.me.id);
  for (let i = 1; i <= count; i += 1) {
    const like = mine[i % mine.length]!;
    this.sandbox.records.transactions.push({ ...like, reference: transactionReference(3_000_000 + i), createdAt: new Date(this.clock.at - i * 60_000).toISOString() });
  }
});

// ---- a transfer's details ---------------------------------------------------------------------------

When('I open the details of transfer {string}', async function (this: PortalWorld, reference: string) {
  await openTransfers(this, listPage(this).detailsHref(reference));
});

When('I open the details of my transfer', async function (this: PortalWorld) {
  const reference = made.get(this);
  assert.ok(reference, 'Make a transfer first: Given I made a transfer of …');
  await openTransfers(this, detailsPath(reference));
});

When('I go back to all my transfers', async function (this: PortalWorld) {
  await openTransfers(this, listPage(this).listHref);
});

Then('the timeline of the transfer is:', function (this: PortalWorld, table: DataTable) {
  const vm = listPage(this);
  assert.ok(vm.transfer, 'no transfer is open');
  assert.deepEqual(vm.timeline.map((s) => ({ step: s.kind, state: s.state, time: utc(s.at) })), table.hashes());
  assert.equal(vm.timeline.filter((s) => s.state === 'current').length, 1, 'one step is the current one (aria-current="step")');
});

Then('the timeline says the reason {string}', function (this: PortalWorld, reason: string) {
  assert.equal(listPage(this).timeline.at(-1)?.reason, reason);
});

Then('the transfer shows the payout reference {string}', function (this: PortalWorld, reference: string) {
  assert.equal(listPage(this).transfer?.payoutReference, reference);
});

Then('the payout details of the transfer cannot be updated', function (this: PortalWorld) {
  const vm = listPage(this);
  assert.deepEqual([vm.canUpdate, vm.updateHref], [false, undefined]);
});

Then(/^updating the payout details of the transfer is (offered|not offered)$/, function (this: PortalWorld, offered: string) {
  const vm = listPage(this);
  assert.ok(vm.transfer, 'no transfer is open');
  assert.equal(vm.updateHref, offered === 'offered' ? updatePath(vm.transfer.reference) : undefined);
});

Then('send again opens {string}', function (this: PortalWorld, link: string) {
  assert.equal(listPage(this).sendAgainHref, link);
});

Then(
  'send money reads from it the destination {string}, the currency {string}, the payout type {string}, the recipient {string} and the amount {int}',
  function (this: PortalWorld, to: string, currency: string, payout: string, recipient: string, amount: number) {
    const link = listPage(this).sendAgainHref ?? '';
    assert.deepEqual(readSendMoneyLink(link.slice(link.indexOf('?'))), { destinationCountryIso2: to, destinationCurrency: currency, payoutType: payout, beneficiaryId: recipient, sendAmountMinor: amount });
  },
);

Then(/^the receipt says the card payout is (fast|not fast): the money is available within "([^"]+)"$/, function (this: PortalWorld, speed: 'fast' | 'not fast', within: string) {
  const vm = listPage(this);
  assert.ok(vm.transfer, 'no transfer is open');
  // As the page draws it: send money's receipt of the transfer's facts, counted from its payment (src/app/pages/transfers-route.tsx).
  assertDelivery(disclosureLines(regimeOf(this.me.country), receiptFacts(vm.transfer), vm.paidAt ?? vm.transfer.createdAt), speed, within);
});

Given('{string} is no longer among my recipients', function (this: PortalWorld, name: string) {
  const records = this.sandbox.records;
  const before = records.beneficiaries.length;
  records.beneficiaries = records.beneficiaries.filter((b) => b.customerId !== this.me.id || `${b.firstName} ${b.lastName}` !== name);
  assert.equal(records.beneficiaries.length, before - 1);
});

Then('the transfer is not found', function (this: PortalWorld) {
  assert.equal(listPage(this).notFound, true);
});

// ---- the back office --------------------------------------------------------------------------------

Given('my recipient {string} in {string} is paid out on their card', function (this: PortalWorld, name: string, country: string) {
  const [first, last] = name.split(' ');
  saveCardPayoutRecipient(this.sandbox, this.me, country, first!, last!);
});

Given('I made a transfer of {int} SEK to {string} and paid it from my wallet', function (this: PortalWorld, amount: number, name: string) {
  const world = this.sandbox;
  const me = this.me;
  const recipient = world.records.beneficiaries.find((b) => b.customerId === me.id && `${b.firstName} ${b.lastName}` === name);
  assert.ok(recipient, `no recipient ${name}`);
  const quote = saveQuoteAtDesk(world, me, { amount: { amount_minor: amount * 100, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: recipient.destinationIso2, payout_type: recipient.payoutType });
  assert.ok(quote.ok, 'no quote');
  const created = createTransactionAtDesk(world, me, { quote_id: quote.value.quote_id, beneficiary_guid: recipient.guid, purpose_of_transaction: 'Family Support' });
  assert.ok(created.ok, 'no transfer');
  const reference = created.value.transaction.reference;
  assert.ok(setPaymentTypeAtDesk(world, me, { transaction_reference: reference, payment_type: 'wallet' }).ok);
  assert.ok(payAtDesk(world, me, { transaction_reference: reference }, 'http://vendor.memory').ok);
  made.set(this, reference);
});

Given(/^the back office moves (?:my transfer|transfer "([^"]+)") to ([A-Z_]+)$/, function (this: PortalWorld, named: string | null, status: string) {
  const reference = named ?? made.get(this);
  assert.ok(reference && isTransactionStatus(status));
  assert.ok(moveTransferAtDesk(this.sandbox, reference, status as TransactionStatus), `no transfer ${reference}`);
});

Given('the back office rejects my transfer because {string}', function (this: PortalWorld, reason: string) {
  const reference = made.get(this);
  assert.ok(reference);
  assert.ok(moveTransferAtDesk(this.sandbox, reference, 'REJECTED', reason));
});

// ---- updating the payout details --------------------------------------------------------------------

When('I open the payout details of transfer {string}', async function (this: PortalWorld, reference: string) {
  await go(this, updatePath(reference));
  assert.equal(this.router.pathname, updatePath(reference));
  await transfersArea(this);
  const vm = makePayoutUpdateViewModel(this.container);
  await vm.load(reference);
  updates.set(this, vm);
});

When('I set the payout detail {string} to {string}', function (this: PortalWorld, field: string, value: string) {
  const vm = updatePage(this);
  assert.ok(vm.fields.some((f) => f.name === field), `no field ${field}`);
  vm.set(field, value);
});

When('I save the payout details', async function (this: PortalWorld) {
  await updatePage(this).save();
});

Then('the payout details fields are:', function (this: PortalWorld, table: DataTable) {
  const vm = updatePage(this);
  assert.equal(vm.phase, 'form');
  assert.deepEqual(vm.fields.map((f) => ({ field: f.name, required: f.required ? 'yes' : 'no', value: vm.values[f.name] ?? '' })), table.hashes());
});

Then('the choices of {string} are {string}', function (this: PortalWorld, field: string, values: string) {
  const vm = updatePage(this);
  const shown = vm.fields.find((f) => f.name === field);
  const options = shown ? vm.form.optionsOf(shown) : undefined;
  assert.equal(options?.state, 'ready');
  assert.deepEqual(options?.items.map((o) => o.value), list(values));
});

Then('the page says {string}', function (this: PortalWorld, text: string) {
  assert.equal(updatePage(this).phase, 'saved');
  assert.equal(en.update.saved, text);
});

Then('its way back goes to {string}', function (this: PortalWorld, path: string) {
  assert.equal(detailsPath(updatePage(this).reference), path);
});

Then(/^the back office has the purpose "([^"]*)" and (?:the remarks "([^"]*)"|no remarks) for transfer "([^"]+)"$/, function (this: PortalWorld, purpose: string, remarks: string | null, reference: string) {
  const tx = this.sandbox.records.transactions.find((t) => t.reference === reference);
  assert.deepEqual([tx?.purpose, tx?.remarks], [purpose, remarks ?? undefined]);
});

Then('the payout detail {string} shows the refusal {string}', function (this: PortalWorld, field: string, message: string) {
  const vm = updatePage(this);
  const shownProblem = vm.problemOf(field);
  assert.equal(shownProblem?.kind, 'server');
  assert.equal(shownProblem.kind === 'server' ? shownProblem.error.message : '', message);
  assert.equal(vm.failure, undefined, 'a field refusal goes under its field, not in the alert');
});

Then('the payout details still hold {string} and {string}', function (this: PortalWorld, network: string, remarks: string) {
  const { values } = updatePage(this);
  assert.deepEqual([values.mobile_network_code, values.remarks], [network, remarks]);
});

Then('the payout details show the problems:', function (this: PortalWorld, table: DataTable) {
  const vm = updatePage(this);
  assert.deepEqual(vm.withProblems.map((f) => ({ field: f.name, problem: vm.problemOf(f.name)!.kind })), table.hashes());
});

Then('the page says the transfer can no longer be updated', function (this: PortalWorld) {
  assert.equal(updatePage(this).phase, 'closed');
  assert.equal(en.update.closed.title, 'This transfer can no longer be updated');
});
