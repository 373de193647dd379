import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import i18next, { type Resource } from 'i18next';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { BeneficiarySchemaGateway } from '@/sending/application/beneficiary-schema-gateway';
import { ConfirmingTransfer } from '@/sending/application/confirming-transfer';
import { Paying } from '@/sending/application/paying';
import { QuoteGateway } from '@/sending/application/quote-gateway';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import type { PayoutType } from '@/sending/domain/quote-part';
import { fieldErrorText, fieldLabel } from '@/shared/ui/schema-form/problem-text';
import { PayViewModel } from '@/sending/ui/pay/pay-view-model';
import { Analytics } from '@/shared/kernel/analytics';
import { Clock } from '@/shared/kernel/clock';
import { FeaturesToken } from '@/shared/kernel/features';
import { money } from '@/shared/kernel/money';
import type { Translate } from '@/shared/validation/messages';
import type { PortalWorld } from '../support/world';

/**
 * Step 4's payout details and the US SSN dialog, through the step's view model over the app's
 * container in memory mode (the sandbox's transaction schema and create). The confirm step's use
 * cases are made here with the mode's schema reader, as step 4's binding gives them.
 */

const LOCALES = new URL('../../src/app/i18n/locales/', import.meta.url);
let english: Promise<Translate> | undefined;
/** The English catalogues step 4 reads. */
function translator(): Promise<Translate> {
  english ??= (async () => {
    const resources: Resource = { en: {} };
    for (const ns of ['send-pay', 'send-new-recipient', 'validation', 'errors', 'domain']) resources.en![ns] = JSON.parse(readFileSync(new URL(`en/${ns}.json`, LOCALES), 'utf8'));
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', fallbackLng: false, resources, defaultNS: 'send-pay', interpolation: { escapeValue: false } });
    return i18n.t as Translate;
  })();
  return english;
}

interface Step4 {
  vm?: PayViewModel;
  /** When the scenario started: transfers made since are this scenario's. */
  readonly since: number;
}
const steps = new WeakMap<PortalWorld, Step4>();
function step(world: PortalWorld): Step4 {
  let s = steps.get(world);
  if (!s) {
    s = { since: world.sandbox.now() };
    steps.set(world, s);
  }
  return s;
}
function page(world: PortalWorld): PayViewModel {
  const vm = step(world).vm;
  assert.ok(vm, 'Open the confirm step first: When I open the confirm step');
  return vm;
}

const madeForMe = (world: PortalWorld) => world.sandbox.records.transactions.filter((t) => t.customerId === world.me.id && Date.parse(t.createdAt) >= step(world).since);

Given('my transfer in progress sends {int} {word} to my recipient {string}', async function (this: PortalWorld, amount: number, currency: string, name: string) {
  step(this);
  const me = this.me;
  const recipient = this.sandbox.records.beneficiaries.find((b) => b.customerId === me.id && `${b.firstName} ${b.lastName}` === name);
  assert.ok(recipient, `no recipient ${name}`);
  const saved = saveQuoteAtDesk(this.sandbox, me, { amount: { amount_minor: amount * 100, currency }, amount_type: 'SOURCE', destination_country_iso2: recipient.destinationIso2, payout_type: recipient.payoutType });
  assert.ok(saved.ok, 'no quote');
  const q = saved.value;
  const m = (v: { amount_minor: number; currency: string }) => money(v.amount_minor, v.currency);
  await ensureSendMoneyAndPaying(this.container);
  const drafts = this.container.get(TransferDraftStore);
  drafts.set('quote', {
    destinationCountry: recipient.destinationIso2, destinationCurrency: q.receive_amount.currency, payoutType: recipient.payoutType as PayoutType, amountType: 'SOURCE',
    send: m(q.send_amount), receive: m(q.receive_amount), fee: m(q.fee), total: m(q.total), rate: q.rate, quoteId: q.quote_id, expiresAt: Date.parse(q.quote_expiration_time),
  });
  drafts.set('sender', { firstName: me.firstName, lastName: me.lastName, street: me.address.street, city: me.address.city, postcode: me.address.postcode, country: me.country, confirmedAt: this.sandbox.now() });
  drafts.set('recipient', {
    beneficiaryId: String(recipient.id), beneficiaryGuid: recipient.guid, displayName: name,
    payoutFields: recipient.mobileNetworkCode ? { mobile_network_code: recipient.mobileNetworkCode } : {},
  });
});

Given('the back office holds no SSN for me', function (this: PortalWorld) {
  this.me.ssnLast4 = undefined;
});

Given('the back office names {string} as the transaction schema of {word}', function (this: PortalWorld, url: string, country: string) {
  this.sandbox.transactionSchemaUrls.set(country, url);
});

/** Step 4 opened over the app's container, its transaction schema read (or refused). */
async function openConfirmStep(world: PortalWorld): Promise<PayViewModel> {
  const c = world.container;
  await ensureSendMoneyAndPaying(c);
  const useCases = new ConfirmingTransfer(c.get(TransferDraftStore), c.get(QuoteGateway), c.get(Paying), c.get(Analytics), c.get(FeaturesToken), c.get(BeneficiarySchemaGateway));
  const vm = new PayViewModel(useCases, c.get(Clock));
  await vm.load();
  assert.equal(vm.phase, 'confirm', `the confirm step did not open: ${vm.redirect ?? vm.phase}`);
  step(world).vm = vm;
  return vm;
}

When('I open the confirm step', async function (this: PortalWorld) {
  const vm = await openConfirmStep(this);
  assert.equal(vm.schemaState, 'ready', `the transaction schema was not read: ${vm.schemaError?.type ?? vm.schemaState}`);
});

When('I open the confirm step, whatever its transaction schema', async function (this: PortalWorld) {
  await openConfirmStep(this);
});

Then('the payout details say {string}', async function (this: PortalWorld, expected: string) {
  const vm = page(this);
  const error = vm.schemaError;
  assert.ok(vm.schemaState === 'failed' && error, `the transaction schema was read: ${vm.schemaState}`);
  const t = await translator();
  // As the step's LoadFailed shows it (src/shared/ui/use-error-text.ts): the type's text, else the generic one.
  const text = (part: string) => t([`errors:${error.type}.${part}`, `errors:client.${error.type}.${part}`, `errors:generic.${part}`]);
  assert.equal(`${text('title')}: ${text('message')}`, expected);
  assert.deepEqual(vm.form.shown, []);
});

Then('the confirm step asks for the payout details {string}', function (this: PortalWorld, expected: string) {
  assert.equal(page(this).form.shown.map((f) => `${f.name}${f.required ? '*' : ''}`).join(', '), expected);
});

function choose(vm: PayViewModel, purpose: string, method: string, point?: string): void {
  vm.setPurpose(purpose);
  if (point !== undefined) vm.setCollectionPoint(point);
  if (vm.asksReview) vm.setReviewed(true);
  vm.chooseMethod(method as 'card' | 'wallet');
}

When('I choose the purpose {string}, the collection point {string} and to pay by {word}', function (this: PortalWorld, purpose: string, point: string, method: string) {
  choose(page(this), purpose, method, point);
});

When('I choose the purpose {string} and to pay by {word}', function (this: PortalWorld, purpose: string, method: string) {
  choose(page(this), purpose, method);
});

When('I type {string} in the payout detail {string}', function (this: PortalWorld, value: string, name: string) {
  const vm = page(this);
  assert.ok(vm.form.field(name), `no payout detail ${name}`);
  vm.form.change(name, value);
  vm.form.leave(name);
});

When('I continue to payment', async function (this: PortalWorld) {
  await page(this).proceed();
});

Then('the payout detail {string} says {string}', async function (this: PortalWorld, name: string, expected: string) {
  const vm = page(this);
  const field = vm.form.field(name);
  assert.ok(field, `no payout detail ${name}`);
  const t = await translator();
  const label = vm.form.labelOf(field, t) ?? fieldLabel(t, field);
  assert.equal(fieldErrorText(t, label, vm.form.problemOf(name), vm.form.serverErrorOf(name)), expected);
  assert.equal(vm.firstInvalid, name);
});

Then('no transfer was made', function (this: PortalWorld) {
  assert.deepEqual(madeForMe(this).map((t) => t.reference), []);
});

Then('a transfer was made', function (this: PortalWorld) {
  const vm = page(this);
  assert.equal(madeForMe(this).length, 1);
  assert.equal(vm.phase, 'paying');
  assert.equal(vm.ssnOpen, false);
});

Then('a transfer was made with the payout details {string}', function (this: PortalWorld, expected: string) {
  const made = madeForMe(this);
  assert.equal(made.length, 1, `transfers made: ${made.length}; refused: ${page(this).createError?.type ?? 'no'}`);
  const details = Object.fromEntries(expected.split(', ').map((pair) => pair.split('=') as [string, string]));
  assert.deepEqual(made[0]!.payoutDetails, details);
});

Then('the SSN dialog is open', function (this: PortalWorld) {
  assert.equal(page(this).ssnOpen, true);
});

Then('the SSN dialog is not open', function (this: PortalWorld) {
  assert.equal(page(this).ssnOpen, false);
});

When('I confirm the SSN dialog with {string}', async function (this: PortalWorld, digits: string) {
  const vm = page(this);
  assert.equal(vm.ssnOpen, true, 'the SSN dialog is not open');
  vm.typeSsn(digits);
  await vm.confirmSsn();
});

When('I type {string} in the SSN dialog and cancel it', function (this: PortalWorld, digits: string) {
  const vm = page(this);
  assert.equal(vm.ssnOpen, true, 'the SSN dialog is not open');
  vm.typeSsn(digits);
  vm.cancelSsn();
});

Then('the SSN dialog says {string}', async function (this: PortalWorld, expected: string) {
  const vm = page(this);
  assert.equal(vm.ssnOpen, true, 'the SSN dialog closed');
  const t = await translator();
  const key = vm.ssnProblem ?? vm.ssnRefusal;
  assert.ok(key, 'the dialog says nothing');
  assert.equal(t(`send-pay:ssn.${key}`), expected);
});

Then('the SSN digits are kept nowhere in the transfer in progress', function (this: PortalWorld) {
  const draft = JSON.stringify(this.container.get(TransferDraftStore).draft);
  assert.ok(!draft.includes('6789') && !/ssn/i.test(draft), draft);
});

Then('the confirm step still has the purpose {string} and the payout detail {string} {string}', function (this: PortalWorld, purpose: string, name: string, value: string) {
  const vm = page(this);
  assert.deepEqual([vm.purpose, vm.form.valueFor(name), vm.ssnDigits], [purpose, value, '']);
});
