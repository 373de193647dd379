import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import i18next from 'i18next';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import enErrors from '@/app/i18n/locales/en/errors.json';
import enValidation from '@/app/i18n/locales/en/validation.json';
import { SenderGateway } from '@/sending/application/sender-gateway';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import type { SenderChanges, SenderField } from '@/sending/domain/sender';
import { SENDER_FIELD_LABELS, SenderViewModel } from '@/sending/ui/sender/sender-view-model';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import type { PortalWorld } from '../support/world';

/**
 * Step 2 of sending money (You) driven through its view model, as the page drives it, with the
 * router for the navigations the page makes. Messages are checked in English, through the shared
 * validation messages and the catalogues, as the page shows them.
 */

const english = i18next.createInstance();
void english.init({ lng: 'en', resources: { en: { validation: enValidation, errors: enErrors } }, initAsync: false, interpolation: { escapeValue: false } });
const t = english.t.bind(english) as unknown as Translate;

/** The You step's view model per scenario, as the page holds it. */
const steps = new WeakMap<PortalWorld, SenderViewModel>();

function senderStep(world: PortalWorld): SenderViewModel {
  const vm = steps.get(world);
  if (!vm) throw new Error('Open the step first: When I open the You step of sending money');
  return vm;
}

/** The remitter updates the step asked the back office for, per gateway (one per portal load). */
const updatesOf = new WeakMap<object, SenderChanges[]>();

/** Records the step's remitter-update calls on this portal's gateway, on their way to the back office. */
function recordUpdates(world: PortalWorld): SenderChanges[] {
  const gateway = world.container.get(SenderGateway);
  let calls = updatesOf.get(gateway);
  if (!calls) {
    const recorded: SenderChanges[] = [];
    const update = gateway.update.bind(gateway);
    gateway.update = (changes) => {
      recorded.push(changes);
      return update(changes);
    };
    updatesOf.set(gateway, recorded);
    calls = recorded;
  }
  return calls;
}

function updates(world: PortalWorld): SenderChanges[] {
  return updatesOf.get(world.container.get(SenderGateway)) ?? [];
}

const FIELDS: Readonly<Record<string, SenderField>> = {
  'first name': 'firstName',
  'last name': 'lastName',
  street: 'street',
  'town or city': 'city',
  postcode: 'postcode',
  state: 'usState',
};

function fieldOf(label: string): SenderField {
  const field = FIELDS[label];
  if (!field) throw new Error(`Unknown field "${label}" (known: ${Object.keys(FIELDS).join(', ')})`);
  return field;
}

const addressOf = (a: { street: string; postcode: string; city: string }) => `${a.street}, ${a.postcode} ${a.city}`;

/** Opens /send-money/self-info through the portal's routes and guards, then mounts the page's view model. */
When('I open the You step of sending money', async function (this: PortalWorld) {
  if (this.hasRouter) await this.goTo('/send-money/self-info');
  else await this.open('/send-money/self-info');
  await this.router.settle();
  assert.equal(this.router.pathname, '/send-money/self-info');
  await ensureSendMoneyAndPaying(this.container);
  recordUpdates(this);
  const vm = this.container.get(SenderViewModel);
  await vm.load();
  steps.set(this, vm);
  // As the page does: without a quote, back to step 1 in place of this step.
  if (vm.needsQuote) {
    await this.goTo('/send-money/quote', { replace: true });
    return;
  }
  assert.equal(vm.step.state, 'ready', `details ${vm.step.state}: ${vm.step.error?.type ?? ''}`);
});

Then('my details show:', function (this: PortalWorld, table: DataTable) {
  const vm = senderStep(this);
  const sender = vm.sender;
  assert.ok(sender, 'no details shown');
  assert.equal(vm.editing, false, 'the form is open, not the summary');
  const d = sender.details;
  const shown: Record<string, string | undefined> = {
    'first name': d.firstName,
    'last name': d.lastName,
    street: d.street,
    'town or city': d.city,
    postcode: d.postcode,
    state: vm.stateName,
    mobile: sender.phone,
  };
  const expected = table.rowsHash();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((label) => [label, shown[label]])), expected);
});

When('I confirm my details', async function (this: PortalWorld) {
  assert.equal(senderStep(this).confirm(), true, 'confirming was refused');
  // As the page does once the details are kept.
  await this.goTo('/send-money/recipient');
});

Then('the transfer in progress has my details {string}', function (this: PortalWorld, expected: string) {
  const part = this.container.get(TransferDraftStore).draft.sender;
  assert.ok(part, 'no sender in the draft');
  assert.equal(`${part.firstName} ${part.lastName}, ${addressOf(part)}${part.usState ? `, ${part.usState}` : ''}`, expected);
  assert.equal(part.country, this.me.country);
  assert.equal(part.confirmedAt, this.clock.at);
});

When('I edit my details', function (this: PortalWorld) {
  const vm = senderStep(this);
  vm.edit();
  assert.equal(vm.editing, true);
});

/** Types a value as a paste would (a digit typed on the keyboard never reaches a name field); a state is chosen by its name. */
When('I change my {string} to {string}', function (this: PortalWorld, label: string, value: string) {
  const vm = senderStep(this);
  const field = fieldOf(label);
  const typed = field === 'usState' ? (vm.usStates.find((s) => s.name === value)?.code ?? value) : value;
  vm.change(field, typed);
  vm.leave(field);
});

When('I save my details', async function (this: PortalWorld) {
  await senderStep(this).save();
});

Then('my details are saved', function (this: PortalWorld) {
  const vm = senderStep(this);
  assert.equal(vm.editing, false, `still editing: ${vm.invalidFields.join(', ')} ${vm.failure?.type ?? ''}`);
  assert.equal(vm.justSaved, true);
});

Then('the back office was asked to change only {string}', function (this: PortalWorld, fields: string) {
  const sent = updates(this);
  assert.equal(sent.length, 1, `${sent.length} updates`);
  assert.equal(Object.keys(sent[0]!).join(', '), fields);
});

Then('no correction was sent to the back office', function (this: PortalWorld) {
  assert.deepEqual(updates(this), []);
});

Then('the back office holds my address as {string}', function (this: PortalWorld, expected: string) {
  assert.equal(addressOf(this.me.address), expected);
});

Then('the back office still holds {string} at {string}', function (this: PortalWorld, name: string, address: string) {
  assert.deepEqual([`${this.me.firstName} ${this.me.lastName}`, addressOf(this.me.address)], [name, address]);
});

Then('my {string} says {string}', function (this: PortalWorld, label: string, expected: string) {
  const field = fieldOf(label);
  const issue = senderStep(this).issueOf(field);
  assert.ok(issue, `my ${label} shows nothing`);
  assert.equal(validationMessage(t, issue, t(SENDER_FIELD_LABELS[field])), expected);
});

Then('my {string} still holds {string}', function (this: PortalWorld, label: string, expected: string) {
  const vm = senderStep(this);
  assert.equal(vm.editing, true, 'the form was closed');
  assert.equal(vm.values[fieldOf(label)], expected);
});

Then('my details were not asked for', function (this: PortalWorld) {
  assert.equal(senderStep(this).step.state, 'idle');
});
