import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import i18next from 'i18next';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { ensureSendingModules } from '@/sending/sending-loader';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { detailOf, displayName, type Recipient } from '@/sending/domain/recipient';
import { groupByCountry } from '@/sending/domain/recipients-book';
import { NewRecipientViewModel } from '@/sending/ui/new-recipient/new-recipient-view-model';
import { fieldErrorText, fieldLabel } from '@/shared/ui/schema-form/problem-text';
import { QuoteViewModel } from '@/sending/ui/quote/quote-view-model';
import { RecipientListViewModel } from '@/sending/ui/recipient/recipient-list-view-model';
import { RECIPIENTS_PATH, bookPath, bookViewOf } from '@/sending/ui/recipients-book/recipients-book-paths';
import { RecipientsBookViewModel, type ShownValue } from '@/sending/ui/recipients-book/recipients-book-view-model';
import { savedValueLabel, savedValueText } from '@/sending/ui/recipients-book/saved-value-text';
import { readSendMoneyLink } from '@/shared/kernel/send-money-link';
import { toDecimalString } from '@/shared/kernel/money';
import type { Translate } from '@/shared/validation/messages';
import type { PortalWorld } from '../support/world';

/**
 * /recipients and send money opened from a link, driven through their view models as the pages
 * hold them (no React), in memory mode: the page's address says the view (`show(bookViewOf(...))`),
 * the schema form is send money's NewRecipientViewModel started for the book, step 1 reads the
 * link and takes its query out of the address bar, step 3 follows the link's recipient. Texts are
 * the English catalogues', as the page shows them.
 */

/** The English catalogues the page reads, once per run. */
const CATALOGUES = ['recipients', 'send-recipients', 'send-new-recipient', 'send', 'validation', 'errors', 'domain'];
let english: Promise<Translate> | undefined;
function translator(): Promise<Translate> {
  english ??= (() => {
    const file = (ns: string) => new URL(`../../src/app/i18n/locales/en/${ns}.json`, import.meta.url);
    const en = Object.fromEntries(CATALOGUES.map((ns) => [ns, JSON.parse(readFileSync(file(ns), 'utf8')) as Record<string, unknown>]));
    const i18n = i18next.createInstance();
    return i18n.init({ lng: 'en', fallbackLng: false, resources: { en }, defaultNS: 'recipients', interpolation: { escapeValue: false } }).then(() => i18n.t as Translate);
  })();
  return english;
}

interface Pages {
  book?: RecipientsBookViewModel;
  form?: NewRecipientViewModel;
  quote?: QuoteViewModel;
}
const pages = new WeakMap<PortalWorld, Pages>();
function pagesOf(world: PortalWorld): Pages {
  let p = pages.get(world);
  if (!p) {
    p = {};
    pages.set(world, p);
  }
  return p;
}
function book(world: PortalWorld): RecipientsBookViewModel {
  const vm = pagesOf(world).book;
  if (!vm) throw new Error('Open the page first: When I open my recipients');
  return vm;
}
function form(world: PortalWorld): NewRecipientViewModel {
  const vm = pagesOf(world).form;
  if (!vm) throw new Error('Open a form first: When I edit them');
  return vm;
}
function linkedQuote(world: PortalWorld): QuoteViewModel {
  const vm = pagesOf(world).quote;
  if (!vm) throw new Error('Open a link first: When I open the send-money link "…"');
  return vm;
}

const mine = (world: PortalWorld) => world.sandbox.records.beneficiaries.filter((b) => b.customerId === world.me.id);

async function go(world: PortalWorld, path: string, options?: { replace?: boolean }): Promise<void> {
  if (world.hasRouter) await world.goTo(path, options);
  else await world.open(path);
  await world.router.settle();
}

/** As the page does on every change of its address: the view the query names, shown; a form view starts its schema form. */
async function followAddress(world: PortalWorld): Promise<void> {
  assert.equal(world.router.pathname, RECIPIENTS_PATH);
  const p = pagesOf(world);
  if (!p.book) {
    await ensureSendingModules(world.container);
    p.book = world.container.get(RecipientsBookViewModel);
  }
  const vm = p.book;
  await vm.show(bookViewOf(world.router.search.toString() ? `?${world.router.search.toString()}` : ''));
  p.form?.dispose();
  p.form = undefined;
  const start = vm.view.kind === 'edit' ? vm.editStart : vm.view.kind === 'add' && vm.addTarget ? { target: vm.addTarget } : undefined;
  if (start) {
    const editor = world.container.get(NewRecipientViewModel);
    await editor.load(start);
    assert.equal(editor.step.state, 'ready', `form ${editor.step.state}: ${editor.step.error?.type ?? ''}`);
    p.form = editor;
  }
}

async function openBook(world: PortalWorld, path: string, options?: { replace?: boolean }): Promise<void> {
  await go(world, path, options);
  await followAddress(world);
}

/** What the list shows beside a name: the masked number, the bank and account, the collection city, the card. */
function detailText(recipient: Recipient): string {
  const detail = detailOf(recipient);
  if (!detail) return '';
  if (detail.kind === 'account') return [detail.bankName, detail.masked].filter(Boolean).join(' ');
  return detail.kind === 'collection' ? detail.city : detail.masked;
}

const countryName = (t: Translate) => (iso2: string) => t(`domain:country.${iso2}`);

/** A saved value's label and text as the details show them. */
async function shown(value: ShownValue): Promise<[string, string]> {
  return [savedValueLabel(await translator(), value), savedValueText(value)];
}

async function formField(vm: NewRecipientViewModel, label: string) {
  const t = await translator();
  const field = vm.fields.find((f) => fieldLabel(t, f) === label);
  assert.ok(field, `No field "${label}"; the form has ${vm.fields.map((f) => `"${fieldLabel(t, f)}"`).join(', ')}`);
  return field;
}

// ---- the list ---------------------------------------------------------------------------------------------

Given('I have no recipients at all', function (this: PortalWorld) {
  const records = this.sandbox.records;
  records.beneficiaries = records.beneficiaries.filter((b) => b.customerId !== this.me.id);
});

When('I open my recipients', async function (this: PortalWorld) {
  await openBook(this, RECIPIENTS_PATH);
  assert.equal(book(this).recipients.state, 'ready', `recipients ${book(this).recipients.state}: ${book(this).recipients.error?.type ?? ''}`);
});

When('my recipients page follows the address', async function (this: PortalWorld) {
  await followAddress(this);
});

Then('my recipients are grouped by country as:', async function (this: PortalWorld, table: DataTable) {
  const t = await translator();
  const groups = groupByCountry(book(this).found, countryName(t), 'en');
  assert.deepEqual(
    groups.map((g) => ({ country: countryName(t)(g.countryIso2), recipients: g.recipients.map(displayName).join(', ') })),
    table.hashes(),
  );
});

Then('in my recipients {string} receives by {string} with {string}', async function (this: PortalWorld, name: string, payout: string, detail: string) {
  const t = await translator();
  const recipient = book(this).found.find((r) => displayName(r) === name);
  assert.ok(recipient, `${name} is not listed`);
  assert.deepEqual([t(`domain:payoutType.${recipient.payoutType}`), detailText(recipient)], [payout, detail]);
});

When('I search my recipients page for {string}', function (this: PortalWorld, query: string) {
  book(this).search(query);
});

Then('my recipients page shows {string}', function (this: PortalWorld, names: string) {
  assert.equal(book(this).found.map(displayName).join(', '), names);
});

Then('my recipients page says no recipient matches {string}', async function (this: PortalWorld, query: string) {
  const vm = book(this);
  assert.equal(vm.nothingFound, true);
  assert.equal((await translator())('send-recipients:list.nothingFound', { query: vm.query.trim() }), `No recipient matches “${query}”.`);
});

Then('my recipients page says {string}', async function (this: PortalWorld, text: string) {
  const vm = book(this);
  const t = await translator();
  const said = vm.empty ? t('domain:recipients.empty') : vm.notice ? t(`recipients:notice.${vm.notice.kind}`) : undefined;
  assert.equal(said, text);
});

Then('my recipients page offers {string} at {string}', async function (this: PortalWorld, label: string, path: string) {
  assert.equal((await translator())('recipients:list.add'), label);
  assert.equal(bookPath({ kind: 'add' }), path);
});

// ---- one recipient ----------------------------------------------------------------------------------------

When('I open my recipient {string}', async function (this: PortalWorld, name: string) {
  const recipient = book(this).found.find((r) => displayName(r) === name);
  assert.ok(recipient, `${name} is not listed`);
  await openBook(this, bookPath({ kind: 'details', id: recipient.id }));
  assert.equal(book(this).sheetState, 'ready');
});

Then('my recipients page says it cannot find the recipient', function (this: PortalWorld) {
  assert.equal(book(this).sheetState, 'notFound');
});

Then('their saved details are:', async function (this: PortalWorld, table: DataTable) {
  const vm = book(this);
  const t = await translator();
  const recipient = vm.recipient;
  assert.ok(recipient, 'no recipient shown');
  const rows = [
    ...(await Promise.all(vm.shownNames.map(shown))),
    [t('send-recipients:details.country'), countryName(t)(recipient.countryIso2)],
    [t('send-recipients:details.payoutType'), t(`domain:payoutType.${recipient.payoutType}`)],
    ...(await Promise.all(vm.shownValues.map(shown))),
  ];
  assert.deepEqual(rows, table.raw());
});

Then('their saved details show the name {string}', function (this: PortalWorld, name: string) {
  const recipient = book(this).recipient;
  assert.equal(recipient && displayName(recipient), name);
});

Then('sending money to them opens {string}', function (this: PortalWorld, path: string) {
  assert.equal(book(this).sendMoneyPath, path);
});

Then('I am on the details of my recipient {string}', async function (this: PortalWorld, name: string) {
  const saved = mine(this).find((b) => `${b.firstName} ${b.lastName}` === name);
  assert.ok(saved, `${name} is not saved`);
  await this.router.settle();
  assert.equal(this.router.location, bookPath({ kind: 'details', id: String(saved.id) }));
  assert.equal(book(this).recipient && displayName(book(this).recipient!), name);
});

Then('the back office holds my recipient {int} as {string} with {string}', function (this: PortalWorld, id: number, name: string, mobile: string) {
  const saved = mine(this).find((b) => b.id === id);
  assert.ok(saved, `recipient ${id} is not mine`);
  assert.deepEqual([`${saved.firstName} ${saved.lastName}`, saved.mobile], [name, mobile]);
});

Then('I still have {int} recipients', function (this: PortalWorld, count: number) {
  assert.equal(mine(this).length, count);
});

// ---- the form ---------------------------------------------------------------------------------------------

When('I edit them', async function (this: PortalWorld) {
  const recipient = book(this).recipient;
  assert.ok(recipient, 'no recipient shown');
  await openBook(this, bookPath({ kind: 'edit', id: recipient.id }));
  assert.ok(pagesOf(this).form, 'no form: the recipient cannot be edited');
});

When('I add a recipient in {string} paid out by {string}', async function (this: PortalWorld, country: string, payout: string) {
  const t = await translator();
  await openBook(this, bookPath({ kind: 'add' }));
  const vm = book(this);
  const destination = vm.destinationList.find((d) => countryName(t)(d.countryIso2) === country);
  assert.ok(destination, `${country} is not offered`);
  vm.chooseAddDestination(`${destination.countryIso2}:${destination.currency}`);
  const type = destination.payouts.find((p) => t(`domain:payoutType.${p.payoutType}`) === payout)?.payoutType;
  assert.ok(type, `${country} does not pay out by ${payout}`);
  vm.chooseAddPayout(type);
  const view = vm.addFormView;
  assert.ok(view);
  await openBook(this, bookPath(view));
});

Then('the edit form holds:', async function (this: PortalWorld, table: DataTable) {
  const vm = form(this);
  const t = await translator();
  assert.deepEqual(
    vm.fields.map((f) => [fieldLabel(t, f), vm.valueFor(f.name)]),
    table.raw(),
  );
});

When('in the edit form I change {string} to {string}', async function (this: PortalWorld, label: string, value: string) {
  const vm = form(this);
  const field = await formField(vm, label);
  vm.change(field.name, value);
  vm.leave(field.name);
});

When('I save the changes', async function (this: PortalWorld) {
  const vm = form(this);
  await vm.save();
  const saved = vm.saved;
  // As the page does once saved: the recipient's details, the form's entry replaced.
  if (saved) {
    book(this).recipientSaved(saved);
    await openBook(this, bookPath({ kind: 'details', id: saved.beneficiary.id }), { replace: true });
  }
});

Then('the edit form shows under {string} {string}', async function (this: PortalWorld, label: string, text: string) {
  const vm = form(this);
  const t = await translator();
  const field = await formField(vm, label);
  assert.equal(fieldErrorText(t, fieldLabel(t, field), vm.problemOf(field.name), vm.serverErrorOf(field.name)), text);
  assert.equal(vm.invalidFields[0], field.name);
});

Then("that is the back office's refusal of {string}", async function (this: PortalWorld, label: string) {
  const vm = form(this);
  const field = await formField(vm, label);
  assert.deepEqual([vm.problemOf(field.name), vm.serverErrorOf(field.name)?.type], [undefined, 'InvalidValue']);
});

Then("the edit form's {string} still holds {string}", async function (this: PortalWorld, label: string, value: string) {
  const vm = form(this);
  assert.equal(vm.valueFor((await formField(vm, label)).name), value);
});

// ---- send money from a link -------------------------------------------------------------------------------

/** As step 1's page does: the link of the address it opens with, read into a new transfer; then the query leaves the address bar. */
async function readLink(world: PortalWorld, path: string): Promise<void> {
  await go(world, path);
  assert.equal(world.router.pathname, '/send-money/quote');
  await ensureSendMoneyAndPaying(world.container);
  const search = world.router.location.slice(world.router.pathname.length);
  const link = readSendMoneyLink(search);
  const vm = world.container.get(QuoteViewModel);
  vm.setLocale('en-GB');
  await vm.load(link);
  assert.equal(vm.offers.state, 'ready');
  pagesOf(world).quote = vm;
  if (search !== '' && (link === undefined || vm.linkRead)) await world.goTo('/send-money/quote', { replace: true });
}

When('I open the send-money link {string}', async function (this: PortalWorld, path: string) {
  await readLink(this, path);
});

When('I send money to them', async function (this: PortalWorld) {
  const path = book(this).sendMoneyPath;
  assert.ok(path, 'no recipient to send money to');
  await readLink(this, path);
});

Then('the amount step is filled in with {string} by {string} and {string} sent', function (this: PortalWorld, country: string, payout: string, sent: string) {
  const vm = linkedQuote(this);
  assert.deepEqual([vm.countryIso2, vm.payoutType, vm.sendText], [country, payout, sent]);
});

When('I type {string} in the linked amount step', function (this: PortalWorld, amount: string) {
  const vm = linkedQuote(this);
  vm.typeSend(amount);
  vm.leaveAmount();
});

When('the linked amount is quoted and I continue', async function (this: PortalWorld) {
  const vm = linkedQuote(this);
  await vm.flush();
  assert.equal(vm.state, 'quoted', `quote ${vm.state}: ${vm.quoteError?.type ?? ''} ${vm.problem?.kind ?? ''}`);
  assert.equal(await vm.proceed(), true, 'continue was refused');
  vm.dispose();
});

Then('the transfer in progress has no quote yet', function (this: PortalWorld) {
  const draft = this.container.get(TransferDraftStore).draft;
  assert.deepEqual([draft.quote, draft.sender, draft.recipient], [undefined, undefined, undefined]);
});

Then(
  'the transfer in progress has the quote of {string} to {string} by {string} for my recipient {int}',
  function (this: PortalWorld, send: string, country: string, payout: string, id: number) {
    const draft = this.container.get(TransferDraftStore).draft;
    const quote = draft.quote;
    assert.ok(quote, 'no quote in the draft');
    assert.deepEqual(
      [`${toDecimalString(quote.send)} ${quote.send.currency}`, quote.destinationCountry, quote.payoutType, draft.link],
      [send, country, payout, { beneficiaryId: String(id) }],
    );
  },
);

/** As step 3's list page does: the customer's recipients, then straight on to the linked recipient's payout details when they can be paid. */
async function openRecipientStep(world: PortalWorld): Promise<void> {
  await ensureSendMoneyAndPaying(world.container);
  const vm = world.container.get(RecipientListViewModel);
  await vm.load();
  assert.equal(vm.recipients.state, 'ready');
  if (vm.linkedPath) await world.goTo(vm.linkedPath, { replace: true });
}

When('the recipient step of sending money opens', async function (this: PortalWorld) {
  assert.equal(this.router.pathname, '/send-money/recipient');
  await openRecipientStep(this);
});

When('the recipient step of sending money opens again', async function (this: PortalWorld) {
  await go(this, '/send-money/recipient');
  await openRecipientStep(this);
});
