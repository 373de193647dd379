import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import i18next, { type TFunction } from 'i18next';
import { bindRegistrationSteps } from '@/app/registration-composition';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { DRAFT_LIFETIME_MS } from '@/onboarding/application/registration-flow';
import { STEP_PATHS, type RegistrationStep } from '@/onboarding/application/registration-steps';
import type { RegistrationDraft } from '@/onboarding/domain/registration-draft';
import { addressForm, dateOfBirthForm, nameForm, nationalityForm, occupationForm } from '@/onboarding/domain/registration-forms';
import {
  makeAddressSearchViewModel, makeReasonOfUsageViewModel, makeRegistrationBackViewModel, makeSsnViewModel, type AddressSearchViewModel, type RegistrationBackViewModel,
} from '@/onboarding/ui/registration-screens';
import { makeRegistrationStepViewModel, type RegistrationStepViewModel } from '@/onboarding/ui/registration-step-view-model';
import { ServiceLocator, SessionConfig } from '@/session/application/ports';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import { serverIssueMessage } from '@/shared/validation/server-errors';
import en from '@/app/i18n/locales/en/registration.json';
import enValidation from '@/app/i18n/locales/en/validation.json';
import enErrors from '@/app/i18n/locales/en/errors.json';
import type { PortalWorld } from '../support/world';

/**
 * The registration steps (name to SSN) driven through their view models, as the screens drive
 * them, with the router for the navigations the screens make. Messages are checked in English
 * (the catalogues, through the shared validation messages).
 */

const english = i18next.createInstance();
void english.init({ lng: 'en', resources: { en: { registration: en, validation: enValidation, errors: enErrors } }, initAsync: false, interpolation: { escapeValue: false } });
const t = english.t.bind(english) as TFunction;

type AnyStep = RegistrationStepViewModel<Record<string, string>>;

interface RegistrationState {
  customer: SandboxCustomer;
  current?: AnyStep;
  extra?: { purposes?: { load(): Promise<void>; state: string; error?: { type: string; requestId?: string } } };
  addressSearch?: AddressSearchViewModel;
  back?: RegistrationBackViewModel;
}

const states = new WeakMap<PortalWorld, RegistrationState>();
function state(world: PortalWorld): RegistrationState {
  const found = states.get(world);
  if (!found) throw new Error('Start with: Given a new customer from "GB" has created an account');
  return found;
}

/** The container the screens resolve from (this scenario's current one: a reload makes another), with the steps' flow bound as their screens bind it. */
function steps(world: PortalWorld): PortalWorld['container'] {
  bindRegistrationSteps(world.container);
  return world.container;
}

const STEP_NAMES: Record<string, RegistrationStep> = {
  name: 'name',
  nationality: 'nationality',
  'date of birth': 'dateOfBirth',
  'reason of usage': 'reasonOfUsage',
  occupation: 'occupation',
  'address search': 'addressSearch',
  address: 'address',
  'social security number': 'ssn',
};

/** The steps whose screen shows the form alone, with their forms. */
const PLAIN_FORMS = { name: nameForm, nationality: nationalityForm, dateOfBirth: dateOfBirthForm, occupation: occupationForm, address: addressForm } as const;

/** The form view model of a step, as its screen makes it when it mounts. */
function mountStep(world: PortalWorld, step: string): AnyStep {
  const id = STEP_NAMES[step];
  if (!id) throw new Error(`Unknown registration step "${step}"`);
  const s = state(world);
  const c = steps(world);
  if (id === 'reasonOfUsage') {
    const vm = makeReasonOfUsageViewModel(c);
    s.extra = { purposes: vm.purposes };
    s.current = vm.form as unknown as AnyStep;
  } else if (id === 'ssn') {
    s.current = makeSsnViewModel(c).form as unknown as AnyStep;
  } else if (id === 'addressSearch') {
    s.addressSearch = makeAddressSearchViewModel(c);
    s.current = s.addressSearch.form as unknown as AnyStep;
  } else if (id in PLAIN_FORMS) {
    const form = PLAIN_FORMS[id as keyof typeof PLAIN_FORMS];
    s.current = makeRegistrationStepViewModel(c, form as unknown as AnyStep["form"], id);
  } else {
    throw new Error(`No screen for the registration step "${id}"`);
  }
  return s.current;
}

async function submit(world: PortalWorld, vm: AnyStep, values: Record<string, string>): Promise<void> {
  // A step's screen is where the customer is: the route must show it.
  assert.equal(world.router.pathname, STEP_PATHS[vm.step], `${vm.step} is not the page shown`);
  const to = await vm.submit({ ...vm.initialValues(), ...values });
  if (to) await world.goTo(to);
}

function draft(world: PortalWorld): RegistrationDraft {
  return world.container.get(RegistrationDraftStore).load();
}

const FIELD_LABELS: Record<string, string> = {
  'first name': 'firstName', 'last name': 'lastName', nationality: 'nationality', 'date of birth': 'dateOfBirth',
  reason: 'reasonOfUsage', occupation: 'occupation', address: 'query', street: 'street', city: 'city', postcode: 'postcode',
  province: 'province', 'social security number': 'ssn', state: 'usState',
};

function fieldOf(label: string): string {
  const field = FIELD_LABELS[label];
  if (!field) throw new Error(`Unknown field "${label}"`);
  return field;
}

/** The English text the screen shows at a field (the form's check, else the server's). */
function messageAt(vm: AnyStep, field: string): string | undefined {
  const label = t(`registration:fieldNames.${field}`);
  const client = vm.clientErrors[field];
  if (client) return validationMessage(t as unknown as Translate, client, label);
  const server = vm.serverErrors[field];
  return server ? validationMessage(t as unknown as Translate, serverIssueMessage(server), label) : undefined;
}

// ---- Givens ----------------------------------------------------------------------------------------

/**
 * What h-regentry's screens leave behind: an account registered in the back office (as
 * register-with-phone does) and the draft holding country, back end, e-mail, phone and the token.
 */
Given('a new customer from {string} has created an account', async function (this: PortalWorld, country: string) {
  const phones: Record<string, string> = { GB: '+447700900123', US: '+12025550123', CA: '+14165550123', SE: '+46701234567' };
  const email = `new.${country.toLowerCase()}@sandbox.test`;
  const customer = this.sandbox.registerCustomer({ email, country, phone: phones[country] ?? '+46701234567', password: 'Secret12' });
  const token = this.sandbox.startSession(customer);
  this.issuedTokens.push(token);
  const backend = (await this.container.get(ServiceLocator).backendFor(country)) ?? this.container.get(SessionConfig).testBackend;
  this.container.get(RegistrationDraftStore).save({ country, method: 'phone', email, phone: customer.phone, phoneVerified: true, token, backend });
  states.set(this, { customer });
});

Given('the back office already holds my remitter', function (this: PortalWorld) {
  state(this).customer.isFullyRegistered = true;
});

Given('I have answered the steps up to the address', async function (this: PortalWorld) {
  if (this.hasRouter) await this.goTo('/registration-name');
  else await this.open('/registration-name');
  await submit(this, mountStep(this, 'name'), { firstName: 'Hodan', lastName: 'Ali' });
  await submit(this, mountStep(this, 'nationality'), { nationality: 'SO' });
  await submit(this, mountStep(this, 'date of birth'), { dateOfBirth: '15/05/1990' });
  const reason = mountStep(this, 'reason of usage');
  await state(this).extra?.purposes?.load();
  await submit(this, reason, { reasonOfUsage: 'family_support' });
  await submit(this, mountStep(this, 'occupation'), { occupation: 'Nurse' });
});

// ---- Whens -----------------------------------------------------------------------------------------

When('I am on the {string} step', async function (this: PortalWorld, step: string) {
  mountStep(this, step);
  if (step === 'reason of usage') await state(this).extra?.purposes?.load();
});

When('I answer the {string} step with:', async function (this: PortalWorld, step: string, table: DataTable) {
  const vm = mountStep(this, step);
  if (step === 'reason of usage') await state(this).extra?.purposes?.load();
  const values = Object.fromEntries(table.raw().map(([label, value]) => [fieldOf(label ?? ''), value ?? '']));
  await submit(this, vm, values);
});

When('I submit the step as it is', async function (this: PortalWorld) {
  // The screen shown mounts afresh (as after a navigation) and its button is pressed.
  const step = Object.entries(STEP_PATHS).find(([, path]) => path === this.router.pathname)?.[0];
  const name = Object.entries(STEP_NAMES).find(([, make]) => make === step)?.[0];
  assert.ok(name, `${this.router.pathname} is not a registration step`);
  await submit(this, mountStep(this, name), {});
});

When('I choose the found address {string}', async function (this: PortalWorld, text: string) {
  const search = state(this).addressSearch;
  const found = search?.results?.find((a) => a.text === text);
  assert.ok(found, `found: ${JSON.stringify(search?.results)}`);
  const to = await search!.choose(found.id);
  if (to) await this.goTo(to);
});

When('I choose to enter the address manually', async function (this: PortalWorld) {
  assert.equal(this.router.pathname, '/address-search');
  if (!state(this).addressSearch) mountStep(this, 'address search');
  await this.goTo(state(this).addressSearch!.enterManually());
});

When('I press back', async function (this: PortalWorld) {
  const s = state(this);
  s.back = makeRegistrationBackViewModel(steps(this));
  const to = s.back.press(this.router.pathname);
  if (to) await this.goTo(to);
});

When('I answer YES to "Cancel registration"', async function (this: PortalWorld) {
  const back = state(this).back;
  assert.ok(back?.asking, 'Cancel registration was not asked');
  await this.goTo(back.confirmCancel(), { replace: true });
});

When('I answer NO to "Cancel registration"', function (this: PortalWorld) {
  const back = state(this).back;
  assert.ok(back?.asking, 'Cancel registration was not asked');
  back.keepRegistering();
});

When('I reload the registration', function (this: PortalWorld) {
  this.reload();
  state(this).current = undefined;
});

When('the back office ends the registering customer’s session', function (this: PortalWorld) {
  this.sandbox.revokeAllSessions();
});

// ---- Thens -----------------------------------------------------------------------------------------

Then('the {string} field says {string}', function (this: PortalWorld, label: string, expected: string) {
  const vm = state(this).current;
  assert.ok(vm);
  assert.equal(messageAt(vm, fieldOf(label)), expected);
});

Then('the step shows no error', function (this: PortalWorld) {
  const vm = state(this).current;
  assert.ok(vm);
  assert.deepEqual(vm.invalidFields, []);
  assert.equal(vm.dialogError, undefined);
});

Then('the focus goes to the error summary', function (this: PortalWorld) {
  assert.equal(state(this).current?.focusRequest?.target, 'summary');
});

Then('the step’s error dialog shows {string} with an error code', function (this: PortalWorld, type: string) {
  const vm = state(this).current;
  assert.equal(vm?.dialogError?.type, type);
  assert.ok(vm?.dialogError?.requestId, 'no error code');
});

Then('the step starts with:', function (this: PortalWorld, table: DataTable) {
  const vm = state(this).current;
  assert.ok(vm);
  const expected = Object.fromEntries(table.raw().map(([label, value]) => [fieldOf(label ?? ''), value ?? '']));
  const initial = vm.initialValues();
  for (const [field, value] of Object.entries(expected)) assert.equal(initial[field], value, field);
});

Then('the reasons offered are:', function (this: PortalWorld, table: DataTable) {
  const purposes = state(this).extra?.purposes as unknown as { value?: readonly { key: string; name: string }[] };
  assert.deepEqual(purposes.value?.map((p) => [p.key, p.name]), table.raw());
});

Then('the reasons fail to load with {string} and an error code', function (this: PortalWorld, type: string) {
  const purposes = state(this).extra?.purposes;
  assert.equal(purposes?.state, 'failed');
  assert.equal(purposes?.error?.type, type);
  assert.ok(purposes?.error?.requestId);
});

Then('the search finds:', function (this: PortalWorld, table: DataTable) {
  assert.deepEqual(state(this).addressSearch?.results?.map((a) => a.text), table.raw().map(([text]) => text));
});

Then('the search says {string}', function (this: PortalWorld, expected: string) {
  const search = state(this).addressSearch;
  assert.ok(search?.unavailable, 'the search did not fail');
  assert.equal(t('registration:addressSearch.unavailable'), expected);
  assert.ok(search.unavailable.requestId, 'no error code');
  assert.equal(search.form.focusRequest?.target, 'message');
});

Then('I am asked {string}', function (this: PortalWorld, title: string) {
  assert.ok(state(this).back?.asking);
  assert.equal(t('registration:cancel.title'), title);
});

Then('I am not asked anything', function (this: PortalWorld) {
  assert.ok(!state(this).back?.asking);
});

Then('the draft holds:', function (this: PortalWorld, table: DataTable) {
  const d = draft(this) as Record<string, unknown>;
  for (const [key, value] of table.raw()) assert.equal(JSON.stringify(d[key!]), value, key);
});

Then('no registration draft and no answer remains', function (this: PortalWorld) {
  assert.deepEqual(draft(this), {});
  for (const key of this.storage.keys()) {
    const value = this.storage.getItem(key) ?? '';
    for (const token of this.issuedTokens) {
      if (!this.session.isSignedIn) assert.ok(!value.includes(token), `${key} still holds a registration token`);
    }
    assert.ok(!value.includes('Hodan') && !value.includes('Whitechapel'), `${key} still holds answers`);
  }
});

Then('the social security number is not stored', function (this: PortalWorld) {
  for (const key of this.storage.keys()) assert.ok(!(this.storage.getItem(key) ?? '').includes('6789'), key);
});

Then('the back office holds my remitter:', function (this: PortalWorld, table: DataTable) {
  const c = state(this).customer as unknown as Record<string, unknown>;
  const read = (path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], c);
  for (const [path, value] of table.raw()) assert.equal(JSON.stringify(read(path!)), value, path);
});

Then('the back office holds no agent code for me', function (this: PortalWorld) {
  assert.equal(state(this).customer.agentCode, undefined);
});

Then('I am signed in as the new customer', function (this: PortalWorld) {
  assert.ok(this.session.isSignedIn);
  assert.equal(this.session.customer?.email, state(this).customer.email);
});

Then('the draft lifetime is {int} minutes', function (this: PortalWorld, minutes: number) {
  assert.equal(DRAFT_LIFETIME_MS, minutes * 60_000);
});

When('I go forward again to {string}', async function (this: PortalWorld, path: string) {
  await this.goTo(path);
});
