import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import i18next, { type Resource } from 'i18next';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { AddingRecipient } from '@/sending/application/adding-recipient';
import type { BeneficiarySchemaGateway } from '@/sending/application/beneficiary-schema-gateway';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { StorageTransferDraft } from '@/sending/adapters/storage-transfer-draft';
import type { PayoutType, QuotePart } from '@/sending/domain/quote-part';
import type { BeneficiarySchema, SchemaConstraint } from '@/shared/schema-form/schema-document';
import type { FormField } from '@/shared/schema-form/schema-form';
import { LOOKUP_PAUSE_MS, NewRecipientViewModel, type CardPart } from '@/sending/ui/new-recipient/new-recipient-view-model';
import { NS, fieldErrorText, fieldLabel } from '@/shared/ui/schema-form/problem-text';
import { choiceKey, dialogQuestion, lookupStatus } from '@/sending/ui/new-recipient/problem-text';
import { QuoteViewModel } from '@/sending/ui/quote/quote-view-model';
import { AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import type { Translate } from '@/shared/validation/messages';
import type { PortalWorld } from '../support/world';

/**
 * Step 3, a new recipient, driven through its view model as the page holds it (no React): the
 * form the sandbox's beneficiary schema describes, in memory mode; and, for the rules of every
 * field type, a form of one field of that type (the same view model over a schema made here).
 * Texts are the English catalogue's, as the page shows them.
 */

const NEW_RECIPIENT = '/send-money/new-recipient-details';
const LOCALES = new URL('../../src/app/i18n/locales/', import.meta.url);

let english: Promise<Translate> | undefined;
/** The English catalogues the page reads (its own, validation, errors, domain). */
function translator(): Promise<Translate> {
  english ??= (async () => {
    const resources: Resource = { en: {} };
    for (const ns of [NS, 'validation', 'errors', 'domain']) resources.en![ns] = JSON.parse(readFileSync(new URL(`en/${ns}.json`, LOCALES), 'utf8'));
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', fallbackLng: false, resources, defaultNS: NS, interpolation: { escapeValue: false } });
    return i18n.t as Translate;
  })();
  return english;
}

interface Step {
  vm?: NewRecipientViewModel;
  somalilandAddition: boolean;
  /** My recipients when the form opened. */
  before: number;
  /** The field of a one-field form (the rules' scenarios). */
  field?: string;
}
const steps = new WeakMap<PortalWorld, Step>();
function step(world: PortalWorld): Step {
  let s = steps.get(world);
  if (!s) {
    s = { somalilandAddition: true, before: 0 };
    steps.set(world, s);
  }
  return s;
}
function form(world: PortalWorld): NewRecipientViewModel {
  const vm = step(world).vm;
  if (!vm) throw new Error('Open the form first: When I open the new-recipient form');
  return vm;
}

const mine = (world: PortalWorld) => world.sandbox.records.beneficiaries.filter((b) => b.customerId === world.me.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CARD_PARTS: Readonly<Record<string, CardPart>> = { 'Card number': 'number', 'Expiry date (MM/YY)': 'expiry' };

/** The form's field with this English label. */
async function fieldLabelled(vm: NewRecipientViewModel, label: string): Promise<FormField> {
  const t = await translator();
  const field = vm.fields.find((f) => fieldLabel(t, f) === label);
  assert.ok(field, `No field "${label}"; the form has ${vm.fields.map((f) => `"${fieldLabel(t, f)}"`).join(', ')}`);
  return field;
}

/** What the page shows under a field (or a card's part), in English. */
async function errorUnder(vm: NewRecipientViewModel, label: string): Promise<string | undefined> {
  const t = await translator();
  const part = CARD_PARTS[label];
  if (part) {
    const card = vm.cardField;
    const refused = vm.cardServerErrorOf(part) ?? (part === 'number' && card ? vm.serverErrorOf(card.name) : undefined);
    return fieldErrorText(t, t(`${NS}:card.${part}`), vm.cardProblemOf(part), refused);
  }
  const field = await fieldLabelled(vm, label);
  return fieldErrorText(t, fieldLabel(t, field), vm.problemOf(field.name), vm.serverErrorOf(field.name));
}

// ---- the step with the sandbox's schema ---------------------------------------------------------------

/** Step 1 done: a quote for the amount to a destination and payout type, kept in the transfer. */
Given('I have a quote of {string} to {string} by {string}', async function (this: PortalWorld, amount: string, country: string, payoutType: string) {
  if (this.hasRouter) await this.goTo('/send-money/quote');
  else await this.open('/send-money/quote');
  await ensureSendMoneyAndPaying(this.container);
  const quotes = this.container.get(QuoteViewModel);
  quotes.setLocale('en-GB');
  await quotes.load();
  quotes.chooseDestination(country);
  quotes.choosePayout(payoutType as PayoutType);
  quotes.typeSend(amount);
  assert.equal(await quotes.proceed(), true, `no quote: ${quotes.quoteError?.type ?? quotes.problem?.kind ?? ''}`);
  quotes.dispose();
  const kept = this.container.get(TransferDraftStore).draft.quote;
  assert.deepEqual([kept?.destinationCountry, kept?.payoutType], [country, payoutType]);
});

Given('the Somaliland city addition is switched off', function (this: PortalWorld) {
  step(this).somalilandAddition = false;
});

/** Opens /send-money/new-recipient-details through the portal's routes and guards, then mounts the page's view model. */
When('I open the new-recipient form', async function (this: PortalWorld) {
  if (this.hasRouter) await this.goTo(NEW_RECIPIENT);
  else await this.open(NEW_RECIPIENT);
  assert.equal(this.router.pathname, NEW_RECIPIENT);
  await ensureSendMoneyAndPaying(this.container);
  const s = step(this);
  const vm = s.somalilandAddition
    ? this.container.get(NewRecipientViewModel)
    : new NewRecipientViewModel(this.container.get(AddingRecipient), this.container.get(Clock), false);
  await vm.load();
  s.vm = vm;
  s.before = mine(this).length;
});

Then('the new-recipient form sends me back to the amount step', function (this: PortalWorld) {
  const vm = form(this);
  assert.equal(vm.needsQuote, true);
  assert.equal(vm.step.state, 'idle', 'no schema is asked for without a quote');
});

Then('the new-recipient form has the fields {string}', async function (this: PortalWorld, expected: string) {
  const vm = form(this);
  assert.equal(vm.step.state, 'ready', `schema ${vm.step.state}: ${vm.step.error?.type ?? ''}`);
  const t = await translator();
  const actual = vm.fields.map((f) => `${fieldLabel(t, f)}${f.required ? '*' : ''} (${f.main.type})`).join(', ');
  assert.equal(actual, expected);
});

Then("the recipient form's {string} offers {string}", async function (this: PortalWorld, label: string, expected: string) {
  const vm = form(this);
  const options = vm.optionsOf(await fieldLabelled(vm, label));
  assert.equal(options.state, 'ready');
  assert.equal(options.items.map((i) => i.label).join(', '), expected);
});

When('in the recipient form I pick {string} for {string}', async function (this: PortalWorld, option: string, label: string) {
  const vm = form(this);
  const field = await fieldLabelled(vm, label);
  const item = vm.optionsOf(field).items.find((i) => i.label === option);
  assert.ok(item, `"${label}" does not offer "${option}"`);
  vm.change(field.name, item.value);
  vm.leave(field.name);
});

When('in the recipient form I fill in {string} with {string}', async function (this: PortalWorld, label: string, value: string) {
  const vm = form(this);
  const part = CARD_PARTS[label];
  if (part) {
    vm.changeCard(part, value);
    vm.leaveCard(part);
    return;
  }
  const field = await fieldLabelled(vm, label);
  assert.equal(vm.isLocked(field), false, `"${label}" is locked`);
  vm.change(field.name, value);
  vm.leave(field.name);
});

Then(/^the recipient form's names are (locked|not locked)$/, function (this: PortalWorld, state: string) {
  const vm = form(this);
  const names = vm.fields.filter((f) => f.entry.name !== undefined);
  assert.equal(names.length, 3);
  for (const field of names) assert.equal(vm.isLocked(field), state === 'locked', field.name);
});

When('the account lookup has answered', async function (this: PortalWorld) {
  const vm = form(this);
  // The page's pause in typing, then the answer (real timers: the lookup waits for typing to pause).
  await sleep(LOOKUP_PAUSE_MS + 50);
  for (let waited = 0; vm.currentLookup?.status === 'searching' && waited < 3_000; waited += 20) await sleep(20);
  assert.notEqual(vm.currentLookup?.status, 'searching');
});

When('I look up the account holder', async function (this: PortalWorld) {
  await form(this).lookUp();
});

Then('the account lookup found {string}', function (this: PortalWorld, name: string) {
  const lookup = form(this).currentLookup;
  assert.equal(lookup?.status, 'found');
  assert.equal(lookup.account.accountName, name);
});

Then('the account lookup says {string}', async function (this: PortalWorld, expected: string) {
  const vm = form(this);
  assert.equal(lookupStatus(vm.currentLookup, vm.forced, await translator()), expected);
});

When('I save the new recipient', async function (this: PortalWorld) {
  await form(this).save();
});

Then("the recipient form's {string} says {string}", async function (this: PortalWorld, label: string, expected: string) {
  assert.equal(await errorUnder(form(this), label), expected);
});

Then("the recipient form's {string} holds {string}", async function (this: PortalWorld, label: string, expected: string) {
  const vm = form(this);
  const part = CARD_PARTS[label];
  assert.equal(part ? vm.card[part] : vm.valueFor((await fieldLabelled(vm, label)).name), expected);
});

Then('no new recipient is saved', function (this: PortalWorld) {
  const vm = form(this);
  assert.equal(vm.done, undefined);
  assert.equal(this.container.get(TransferDraftStore).draft.recipient, undefined);
  assert.equal(mine(this).length, step(this).before);
});

Then('the new recipient is saved as {string} and the transfer goes on with {string}', function (this: PortalWorld, name: string, fields: string) {
  const vm = form(this);
  const done = vm.done;
  assert.ok(done, `not saved: ${vm.failure?.type ?? ''} ${JSON.stringify(vm.problems)} ${vm.dialog?.kind ?? ''}`);
  assert.equal(done.displayName, name);
  const payout = Object.entries(done.payoutFields).map(([k, v]) => `${k}=${v}`).sort().join(', ');
  assert.equal(payout, fields);
  assert.deepEqual(this.container.get(TransferDraftStore).draft.recipient, done);
  const saved = mine(this).find((b) => String(b.id) === done.beneficiaryId);
  assert.ok(saved, 'the back office holds the recipient');
  assert.equal([saved.firstName, saved.middleName, saved.lastName].filter(Boolean).join(' '), name);
});

Then('my new recipient\'s city is {string}', function (this: PortalWorld, city: string) {
  const done = form(this).done;
  assert.equal(mine(this).find((b) => String(b.id) === done?.beneficiaryId)?.city, city);
});

Then('I have {int} recipient(s) with the mobile number {string}', function (this: PortalWorld, count: number, mobile: string) {
  assert.equal(mine(this).filter((b) => b.mobile === mobile).length, count);
});

Then('the recipient form asks {string} offering {string}', async function (this: PortalWorld, title: string, choices: string) {
  const vm = form(this);
  const dialog = vm.dialog;
  assert.ok(dialog, 'no dialog is open');
  const t = await translator();
  const titles = { nameMismatch: 'errors:BeneficiaryAccountMismatch.title', exists: 'errors:BeneficiaryAlreadyExists.title', stateMismatch: 'errors:StateMismatch.title' };
  assert.equal(t(titles[dialog.kind]), title);
  assert.equal(vm.dialogChoices.map((c) => t(choiceKey(dialog.kind, c))).join(', '), choices);
});

Then('the question reads {string}', async function (this: PortalWorld, expected: string) {
  const vm = form(this);
  assert.ok(vm.dialog);
  assert.equal(dialogQuestion(await translator(), vm.dialog, vm.target?.destinationCountry ?? ''), expected);
});

When('in the recipient form I answer {string}', async function (this: PortalWorld, answer: string) {
  const vm = form(this);
  const dialog = vm.dialog;
  assert.ok(dialog, 'no dialog is open');
  const t = await translator();
  const choice = vm.dialogChoices.find((c) => t(choiceKey(dialog.kind, c)) === answer);
  assert.ok(choice, `the dialog does not offer "${answer}"`);
  await vm.choose(choice);
});

When('in the recipient form I open the list of towns and cities', function (this: PortalWorld) {
  const vm = form(this);
  const city = vm.fields.find((f) => f.kind === 'city');
  assert.ok(city?.dataSource, 'no town or city field with a list');
  vm.openCities(city.name);
});

When('I search the list of towns and cities for {string}', function (this: PortalWorld, query: string) {
  form(this).searchCitiesFor(query);
});

Then('the list of towns and cities shows {string}', function (this: PortalWorld, expected: string) {
  assert.equal(form(this).shownCities.map((c) => c.name).join(', '), expected);
});

When('I choose the town {string}', function (this: PortalWorld, name: string) {
  const vm = form(this);
  const city = vm.shownCities.find((c) => c.name === name);
  assert.ok(city, `the list does not show ${name}`);
  assert.ok(vm.cityPopover);
  vm.chooseCity(vm.cityPopover, city);
});

// ---- one field of each type (the rules) ----------------------------------------------------------------

/** A back office that describes one form and saves whatever it is sent. */
function oneFieldGateway(schema: BeneficiarySchema): BeneficiarySchemaGateway {
  return {
    schema: async () => schema,
    dataSource: async () => [],
    search: async () => {
      throw new AppError('AccountNotFound', 'Account not found.', { status: 404 });
    },
    save: async (_link, input) => ({
      id: '1', guid: 'g-1', firstName: input.values.first_name ?? 'A', middleName: undefined, lastName: input.values.last_name ?? 'B',
      destinationCountry: input.destinationCountry, payoutType: input.payoutType, numbers: {},
    }),
    tokenizeCard: async (_link, card) => ({ token: 'ctok-1', last4: card.number.slice(-4), brand: 'visa', expiry: '12/30', issuerCountry: 'SO' }),
    recipients: async () => [],
    transactionSchema: async () => schema,
  };
}

async function oneFieldForm(world: PortalWorld, country: string, type: string, constraints: SchemaConstraint[] = []): Promise<void> {
  const field = (name: string, types: string[], required: boolean, own: SchemaConstraint[] = []) => ({
    name, types, label: undefined, payoutTypes: ['mobile' as const], required, constraints: own, dataSource: undefined, links: {},
  });
  const schema: BeneficiarySchema = {
    fields: [field('mobile_network_code', ['MobileNetworkCode'], false), field('field', [type], true, constraints)],
    meta: {
      links: { 'beneficiary.save': { href: '/api/v1/beneficiaries', method: 'POST' }, 'tokenize_card.checkout': { href: '/api/v1/cards/tokenize', method: 'POST' } },
      constraints: {},
      dataSources: {},
      transactionSchemaUrl: undefined,
    },
  };
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), { token: () => 't', baseUrl: () => 'b', project: () => 'p' }, () => 'intent');
  const quote: QuotePart = {
    destinationCountry: country, destinationCurrency: 'USD', payoutType: 'mobile', amountType: 'SOURCE', send: money(100_000, 'SEK'), receive: money(9_500, 'USD'),
    fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'), rate: '0.0950', quoteId: 'Q1', expiresAt: world.clock.now() + 600_000,
  };
  draft.set('quote', quote);
  const vm = new NewRecipientViewModel(new AddingRecipient(oneFieldGateway(schema), draft), world.clock);
  await vm.load();
  const s = step(world);
  s.vm = vm;
  s.field = 'field';
}

Given('a new-recipient form for {string} with a {string} field', async function (this: PortalWorld, country: string, type: string) {
  await oneFieldForm(this, country, type);
});

Given(
  'a new-recipient form for {string} with a {string} field whose schema regex is {string} with the message {string}',
  async function (this: PortalWorld, country: string, type: string, pattern: string, message: string) {
    await oneFieldForm(this, country, type, [{ type: 'regex', pattern, message }]);
  },
);

Given('its network is {string}', function (this: PortalWorld, network: string) {
  if (network !== '') form(this).change('mobile_network_code', network);
});

When('I enter {string} in that field and save', async function (this: PortalWorld, value: string) {
  const vm = form(this);
  const name = step(this).field!;
  if (vm.fieldNamed(name)?.kind === 'cardToken') {
    vm.changeCard('number', value);
    vm.changeCard('expiry', '12/30');
  } else vm.change(name, value);
  await vm.save();
});

Then('that field says {string}', async function (this: PortalWorld, expected: string) {
  const vm = form(this);
  const field = vm.fieldNamed(step(this).field!)!;
  const t = await translator();
  const text = field.kind === 'cardToken' ? await errorUnder(vm, 'Card number') : fieldErrorText(t, fieldLabel(t, field), vm.problemOf(field.name), vm.serverErrorOf(field.name));
  assert.equal(text, expected);
  assert.equal(vm.done, undefined, 'nothing is saved while a rule fails');
});

Then('that field is accepted', function (this: PortalWorld) {
  const vm = form(this);
  assert.deepEqual({ ...vm.problems, ...vm.cardProblems }, {});
  assert.ok(vm.done, 'the form was saved');
});

Then('that field holds {string}', function (this: PortalWorld, expected: string) {
  assert.equal(form(this).valueFor(step(this).field!), expected);
});
