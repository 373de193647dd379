import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { beneficiaryGuid } from '@/sandbox/world/remittance-records';
import type { PayoutType } from '@/sandbox/world/remittance-catalogue';
import { ChoosingRecipient } from '@/sending/application/choosing-recipient';
import { QuoteGateway } from '@/sending/application/quote-gateway';
import { RecipientGateway } from '@/sending/application/recipient-gateway';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { detailOf, displayName, type Recipient } from '@/sending/domain/recipient';
import { RecipientDetailsViewModel } from '@/sending/ui/recipient/recipient-details-view-model';
import { NEW_RECIPIENT_PATH, RecipientListViewModel, recipientDetailsPath } from '@/sending/ui/recipient/recipient-list-view-model';
import type { PortalWorld } from '../support/world';

/** Step 3's view models per scenario, as the pages hold them. */
const lists = new WeakMap<PortalWorld, RecipientListViewModel>();
const details = new WeakMap<PortalWorld, RecipientDetailsViewModel>();

function listStep(world: PortalWorld): RecipientListViewModel {
  const vm = lists.get(world);
  if (!vm) throw new Error('Open the list first: When I open the recipient step of sending money');
  return vm;
}

function detailsStep(world: PortalWorld): RecipientDetailsViewModel {
  const vm = details.get(world);
  if (!vm) throw new Error('Open a recipient first: When I choose my recipient "…"');
  return vm;
}

const names = (recipients: readonly Recipient[]) => (recipients.length === 0 ? 'none' : recipients.map(displayName).join(', '));

/** Goes to a path of the portal, as a link or the address bar would. */
async function go(world: PortalWorld, path: string): Promise<void> {
  if (world.hasRouter) await world.goTo(path);
  else await world.open(path);
  await world.router.settle();
}

/** What the list shows beside a recipient's name: the masked number, the bank and account, the collection city, the card. */
function detailText(recipient: Recipient): string {
  const detail = detailOf(recipient);
  if (!detail) return '';
  if (detail.kind === 'account') return [detail.bankName, detail.masked].filter(Boolean).join(' ');
  return detail.kind === 'collection' ? detail.city : detail.masked;
}

/** Opens the payout details page of `?id=` and mounts its view model; without a quote, back to step 1 as the page does. */
async function openDetails(world: PortalWorld, id: string): Promise<void> {
  await go(world, recipientDetailsPath(id));
  assert.equal(world.router.pathname, '/send-money/recipient-details');
  await ensureSendMoneyAndPaying(world.container);
  const vm = world.container.get(RecipientDetailsViewModel);
  await vm.load(world.router.search.get('id'));
  details.set(world, vm);
  if (vm.needsQuote) await world.goTo('/send-money/quote', { replace: true });
}

Given('I also have these recipients:', function (this: PortalWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const [firstName = '', ...rest] = (row.name ?? '').split(' ');
    const id = this.sandbox.records.beneficiaries.length + 1;
    this.sandbox.records.beneficiaries.push({
      guid: beneficiaryGuid(id), id, customerId: this.me.id, customerGuid: this.me.guid, firstName, lastName: rest.join(' '),
      destinationIso2: row.country ?? '', payoutType: (row.payout ?? 'mobile') as PayoutType,
      ...(row.mobile ? { mobile: row.mobile } : {}), ...(row.network ? { mobileNetworkCode: row.network } : {}), ...(row.city ? { city: row.city } : {}),
      createdAt: new Date(this.clock.at).toISOString(),
    });
  }
});

Given('I have no recipients in {string}', function (this: PortalWorld, country: string) {
  const records = this.sandbox.records;
  records.beneficiaries = records.beneficiaries.filter((b) => b.customerId !== this.me.id || b.destinationIso2 !== country);
});

Given('the portal does not ask to confirm mobile numbers', async function (this: PortalWorld) {
  // The feature option is read once at start; here the use case is made again with it off.
  await ensureSendMoneyAndPaying(this.container);
  const c = this.container;
  c.rebind(ChoosingRecipient).toConstantValue(new ChoosingRecipient(c.get(RecipientGateway), c.get(QuoteGateway), c.get(TransferDraftStore), false));
});

When('I open the recipient step of sending money', async function (this: PortalWorld) {
  await go(this, '/send-money/recipient');
  assert.equal(this.router.pathname, '/send-money/recipient');
  await ensureSendMoneyAndPaying(this.container);
  const vm = this.container.get(RecipientListViewModel);
  await vm.load();
  lists.set(this, vm);
  // As the page does: without a quote, back to step 1 in place of this step.
  if (vm.needsQuote) {
    await this.goTo('/send-money/quote', { replace: true });
    return;
  }
  assert.equal(vm.recipients.state, 'ready', `recipients ${vm.recipients.state}: ${vm.recipients.error?.type ?? ''}`);
});

Then('the recipients I can choose are {string}', function (this: PortalWorld, expected: string) {
  assert.equal(names(listStep(this).choosable), expected);
});

Then('the recipients listed apart are {string}', function (this: PortalWorld, expected: string) {
  assert.equal(names(listStep(this).others), expected);
});

Then('{string} is listed as {string} with {string}', function (this: PortalWorld, name: string, payoutType: string, detail: string) {
  const vm = listStep(this);
  const recipient = [...vm.choosable, ...vm.others].find((r) => displayName(r) === name);
  assert.ok(recipient, `${name} is not listed`);
  assert.deepEqual([recipient.payoutType, detailText(recipient)], [payoutType, detail]);
});

When('I search my recipients for {string}', function (this: PortalWorld, query: string) {
  listStep(this).search(query);
});

Then('no recipient matches the search', function (this: PortalWorld) {
  const vm = listStep(this);
  assert.equal(vm.nothingFound, true);
  assert.deepEqual([vm.choosable, vm.others], [[], []]);
});

Then('I am told I don’t have recipients', function (this: PortalWorld) {
  assert.equal(listStep(this).empty, true);
});

When('I press "New recipient"', async function (this: PortalWorld) {
  await go(this, NEW_RECIPIENT_PATH);
});

When('I choose my recipient {string}', async function (this: PortalWorld, name: string) {
  const recipient = listStep(this).choosable.find((r) => displayName(r) === name);
  assert.ok(recipient, `${name} cannot be chosen`);
  await openDetails(this, recipient.id);
  assert.equal(detailsStep(this).state, 'ready', `details ${detailsStep(this).state}`);
});

When('I open the payout details of {string} by its address', async function (this: PortalWorld, name: string) {
  const vm = listStep(this);
  const recipient = (vm.recipients.value ?? []).find((r) => displayName(r) === name);
  assert.ok(recipient, `${name} is not one of my recipients here`);
  await openDetails(this, recipient.id);
});

When('I open the payout details of the recipient with id {string}', async function (this: PortalWorld, id: string) {
  await openDetails(this, id);
});

Then('the recipient is not found', function (this: PortalWorld) {
  assert.equal(detailsStep(this).state, 'notFound');
});

Then('{string} cannot receive this transfer', function (this: PortalWorld, name: string) {
  const vm = detailsStep(this);
  assert.equal(vm.state, 'notPayable');
  assert.equal(vm.recipient && displayName(vm.recipient), name);
});

Then('the networks offered are {string} with {string} chosen', function (this: PortalWorld, offered: string, chosen: string) {
  const vm = detailsStep(this);
  const options = vm.options;
  assert.equal(options.kind, 'networks');
  if (options.kind !== 'networks') return;
  assert.equal(options.items.map((n) => n.name).join(', '), offered);
  assert.equal(options.items.find((n) => n.code === vm.networkCode)?.name ?? 'none', chosen);
});

Then('the collection points offered are {string} with {string} chosen', function (this: PortalWorld, offered: string, chosen: string) {
  const vm = detailsStep(this);
  const options = vm.options;
  assert.equal(options.kind, 'collectionPoints');
  if (options.kind !== 'collectionPoints') return;
  assert.equal(options.items.map((p) => p.name).join(', '), offered);
  assert.equal(options.items.find((p) => p.code === vm.collectionPointCode)?.name ?? 'none', chosen);
});

When('I choose the network {string}', function (this: PortalWorld, name: string) {
  const vm = detailsStep(this);
  const network = vm.options.kind === 'networks' ? vm.options.items.find((n) => n.name === name) : undefined;
  assert.ok(network, `${name} is not offered`);
  vm.chooseNetwork(network.code);
});

When('I choose the collection point {string}', function (this: PortalWorld, name: string) {
  const vm = detailsStep(this);
  const point = vm.options.kind === 'collectionPoints' ? vm.options.items.find((p) => p.name === name) : undefined;
  assert.ok(point, `${name} is not offered`);
  vm.chooseCollectionPoint(point.code);
});

Then(/^I am (not )?asked for their mobile number again$/, function (this: PortalWorld, not?: string) {
  assert.equal(detailsStep(this).numberToConfirm !== undefined, !not);
});

When('I type {string} as their mobile number again', function (this: PortalWorld, text: string) {
  const vm = detailsStep(this);
  vm.typeConfirmation(text);
  vm.leave('confirmNumber');
});

When('I continue to paying', async function (this: PortalWorld) {
  // As the page does: Continue keeps the choice, then the confirm step opens.
  if (detailsStep(this).proceed()) await go(this, '/send-money/pay');
});

Then('the mobile number typed again shows the problem {string}', function (this: PortalWorld, problem: string) {
  assert.equal(detailsStep(this).problemOf('confirmNumber') ?? 'none', problem);
});

Then('the transfer in progress goes to {string} with {string}', function (this: PortalWorld, name: string, fields: string) {
  const part = this.container.get(TransferDraftStore).draft.recipient;
  assert.ok(part, 'no recipient in the draft');
  const saved = this.sandbox.records.beneficiaries.find((b) => b.customerId === this.me.id && String(b.id) === part.beneficiaryId);
  assert.ok(saved, `the draft's recipient ${part.beneficiaryId} is not one of mine`);
  const shown = Object.entries(part.payoutFields).map(([key, value]) => `${key}=${value}`).join(', ');
  assert.deepEqual([part.displayName, `${saved.firstName} ${saved.lastName}`, shown], [name, name, fields]);
});

Then('the transfer in progress has no recipient', function (this: PortalWorld) {
  assert.equal(this.container.get(TransferDraftStore).draft.recipient, undefined);
});
