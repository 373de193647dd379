import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SourceCountry } from '@/sandbox/world/customers';
import { oauthStateOf, type InjectedFailure } from '@/sandbox/world/oauth-state';
import { bankIdCountriesOf } from '@/session/ui/methods/bank-id-countries';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import { SIGN_IN_METHOD_KEY, methodsFor } from '@/session/domain/sign-in-methods';
import { ensureOauthModules } from '@/session/oauth-loader';
import { BankIdSignInViewModel, BANKID_MESSAGES } from '@/session/ui/methods/bankid-sign-in-view-model';
import { CodeSignInViewModel, type CodeField } from '@/session/ui/methods/code-sign-in-view-model';
import { Delay } from '@/shared/kernel/delay';
import { recordOauthCalls, type OauthCall } from '../support/oauth-calls';
import type { PortalWorld } from '../support/world';

/**
 * The sign-in methods of /sign-in without React: the same view models the page renders, over the
 * in-memory OAuth desk, on the scenario's clock (waits move it, and the back office's clock too).
 */
interface Methods {
  code?: CodeSignInViewModel;
  bankId?: BankIdSignInViewModel;
  /** Every OAuth call, in order. */
  readonly calls: OauthCall[];
  /** Every wait the portal made (ms). */
  readonly waits: number[];
  /** Where the page went after a successful sign-in. */
  wentTo?: string;
}

const state = new WeakMap<PortalWorld, Methods>();

async function methods(world: PortalWorld): Promise<Methods> {
  const found = state.get(world);
  if (found) return found;
  const made: Methods = { calls: [], waits: [] };
  await ensureOauthModules(world.container);
  // Waits run on the scenario's clock: the portal's clock and the back office's move together.
  world.container.rebind(Delay).toConstantValue({
    wait: async (ms: number) => {
      made.waits.push(ms);
      world.clock.at += ms;
      oauthStateOf(world.sandbox).advanceClock(ms);
    },
  });
  recordOauthCalls(world, made.calls);
  state.set(world, made);
  // Time passing (time-steps.ts) moves the back office's OAuth clock and the code screen's countdown.
  world.tickers.push(() => {
    oauthStateOf(world.sandbox).advanceClock(1000);
    state.get(world)?.code?.countdown.tick();
  });
  return made;
}

async function codeVm(world: PortalWorld, method: 'emailCode' | 'phoneCode'): Promise<CodeSignInViewModel> {
  const m = await methods(world);
  if (!m.code || m.code.method !== method) {
    m.code = world.container.get(CodeSignInViewModel);
    m.code.setMethod(method);
  }
  return m.code;
}

function currentCode(world: PortalWorld): CodeSignInViewModel {
  const vm = state.get(world)?.code;
  if (!vm) throw new Error('No code sign-in was started: start with "When I ask for a sign-in code ..."');
  return vm;
}

const OAUTH_PATHS: Record<string, string> = {
  'the token': '/oauth',
  'the commit': '/oauth/commit',
  'sending the SMS code': '/oauth/otp/send',
  'checking the SMS code': '/oauth/otp/check',
  'resetting the SMS code': '/oauth/otp/reset',
  'sending the e-mail code': '/oauth/email/send',
  'checking the e-mail code': '/oauth/email/check',
  'resetting the e-mail code': '/oauth/email/reset',
  'starting BankID': '/oauth/bankid/init',
  'checking BankID': '/oauth/bankid/check',
  'resetting BankID': '/oauth/bankid/reset',
  'the flush': '/oauth/flush',
};

// ---- Given -------------------------------------------------------------------------------------

Given('the BankID customer', function (this: PortalWorld) {
  const [customer] = this.sandbox.customersByEmail('bankid.se@sandbox.test');
  assert.ok(customer?.personalIdentityNumber, 'the sandbox has no BankID customer');
  this.customer = customer;
});

Given('the captcha’s invisible check fails', function (this: PortalWorld) {
  oauthStateOf(this.sandbox).captcha.v3 = 'fail';
});

Given('both captcha checks fail', function (this: PortalWorld) {
  oauthStateOf(this.sandbox).captcha.v3 = 'fail';
  oauthStateOf(this.sandbox).captcha.v2 = 'fail';
});

Given(
  'the back office answers {int} {word} on {string} for the field {string}',
  function (this: PortalWorld, status: number, type: string, step: string, field: string) {
    const path = OAUTH_PATHS[step];
    assert.ok(path, `unknown step "${step}" (known: ${Object.keys(OAUTH_PATHS).join(', ')})`);
    const failure: InjectedFailure = { status: status as InjectedFailure['status'], type, message: `Sandbox ${type}`, ...(field ? { property_path: field } : {}) };
    oauthStateOf(this.sandbox).failNext(path, failure);
  },
);

Given('the back office ends every sign-in flow', function (this: PortalWorld) {
  oauthStateOf(this.sandbox).forbidAll();
});

Given('my sign-in country is {country}', function (this: PortalWorld, country: SourceCountry) {
  this.storage.setItem(STORAGE_KEYS.defaultLoginCountry, country.iso2);
});

Given('I last signed in with {string}', function (this: PortalWorld, method: string) {
  this.storage.setItem(SIGN_IN_METHOD_KEY, method);
});

// ---- When: codes -------------------------------------------------------------------------------

When('I ask for a sign-in code by e-mail', async function (this: PortalWorld) {
  const vm = await codeVm(this, 'emailCode');
  vm.setField('value', this.me.email);
  await vm.submitIdentifier();
});

When('I ask for a sign-in code by e-mail to {string}', async function (this: PortalWorld, email: string) {
  const vm = await codeVm(this, 'emailCode');
  vm.setField('value', email);
  await vm.submitIdentifier();
});

When('I ask for a sign-in code by text message to my phone number', async function (this: PortalWorld) {
  const vm = await codeVm(this, 'phoneCode');
  vm.setField('country', this.me.country);
  // As customers type it: the national form with spaces.
  const national = `0${this.me.phone.replace(/^\+\d{2}/, '')}`.replace(/(\d{3})(\d{3})(\d+)/, '$1 $2 $3');
  vm.setField('value', national);
  await vm.submitIdentifier();
});

When('I ask for a sign-in code by text message to {string} in {country}', async function (this: PortalWorld, phone: string, country: SourceCountry) {
  const vm = await codeVm(this, 'phoneCode');
  vm.setField('country', country.iso2);
  vm.setField('value', phone);
  await vm.submitIdentifier();
});

When('I enter the code {string}', async function (this: PortalWorld, typed: string) {
  const vm = currentCode(this);
  // What the code field keeps of a typed or pasted value (src/shared/ui/code-input.tsx).
  const { normaliseCode } = await import('@/shared/ui/code-input');
  vm.setField('code', normaliseCode(typed));
  const m = state.get(this);
  const to = await vm.submitCode(null, 'http://portal.test');
  if (m && to) m.wentTo = to;
  this.rememberToken();
});

When('I try to sign in with a code by {word}', async function (this: PortalWorld, channel: string) {
  const vm = await codeVm(this, channel === 'sms' ? 'phoneCode' : 'emailCode');
  if (channel === 'sms') vm.setField('country', this.me.country);
  vm.setField('value', channel === 'sms' ? this.me.phone : this.me.email);
  await vm.submitIdentifier();
  // Only a code screen takes a code: a refusal before it stays where it was shown.
  if (vm.step !== 'code') return;
  vm.setField('code', '123456');
  await vm.submitCode(null, 'http://portal.test');
});

When('I go back and ask for the code again', async function (this: PortalWorld) {
  const vm = currentCode(this);
  vm.back();
  await vm.submitIdentifier();
});

When('I ask for a new code', async function (this: PortalWorld) {
  await currentCode(this).resend();
});

// ---- When: BankID ------------------------------------------------------------------------------

When('I sign in with BankID in {country}', async function (this: PortalWorld, country: SourceCountry) {
  const m = await methods(this);
  m.bankId = this.container.get(BankIdSignInViewModel);
  m.bankId.offer(['SE', 'NO']);
  m.bankId.setCountry(country.iso2);
  await m.bankId.start(null, 'http://portal.test');
  if (m.bankId.done) m.wentTo = m.bankId.done;
  this.rememberToken();
});

When('I start BankID in {country} and cancel it', async function (this: PortalWorld, country: SourceCountry) {
  const m = await methods(this);
  const holder: { vm?: BankIdSignInViewModel } = {};
  // Cancel while BankID waits for the customer: during the first wait between checks.
  this.container.rebind(Delay).toConstantValue({
    wait: async (ms: number) => {
      m.waits.push(ms);
      if (holder.vm?.phase === 'signing') await holder.vm.cancel();
    },
  });
  const vm = this.container.get(BankIdSignInViewModel);
  holder.vm = vm;
  m.bankId = vm;
  vm.offer(['SE', 'NO']);
  vm.setCountry(country.iso2);
  await vm.start(null, 'http://portal.test');
});

// ---- Then --------------------------------------------------------------------------------------

Then('the code screen shows that a code was sent to my {word}', function (this: PortalWorld, what: string) {
  const vm = currentCode(this);
  assert.equal(vm.step, 'code');
  assert.equal(vm.notice, 'sent');
  const expected = what === 'phone' ? `${this.me.phone.slice(0, -4)}****` : this.me.email.replace(/^(.)[^@]*/, '$1***');
  assert.equal(vm.destination, expected);
});

Then('the code screen says a code was already sent', function (this: PortalWorld) {
  const vm = currentCode(this);
  assert.equal(vm.step, 'code');
  assert.equal(vm.notice, 'already-sent');
  assert.equal(vm.dialogError, undefined);
});

Then('I can ask for a new sign-in code in {int} seconds', function (this: PortalWorld, seconds: number) {
  const vm = currentCode(this);
  assert.equal(vm.countdown.secondsLeft, seconds);
  assert.equal(vm.countdown.counting, seconds > 0);
});

Then('the code screen says a new code was sent', function (this: PortalWorld) {
  assert.equal(currentCode(this).notice, 'resent');
});

Then('the OAuth calls were {string}', function (this: PortalWorld, list: string) {
  const calls = state.get(this)?.calls.map((c) => c.op) ?? [];
  assert.deepEqual(calls, list.split(',').map((s) => s.trim()).filter(Boolean));
});

Then('the last OAuth calls were {string}', function (this: PortalWorld, list: string) {
  const expected = list.split(',').map((s) => s.trim());
  const calls = state.get(this)?.calls.map((c) => c.op) ?? [];
  assert.deepEqual(calls.slice(-expected.length), expected);
});

Then('the new code was sent one second after the old one was reset', function (this: PortalWorld) {
  const calls = state.get(this)?.calls ?? [];
  const reset = [...calls].reverse().find((c) => c.op === 'resetOtp' || c.op === 'resetEmailCode');
  const send = calls.at(-1);
  assert.ok(reset && send, 'no reset and send');
  assert.equal(send.at - reset.at, 1000);
});

Then('the field {string} of the code sign-in shows the error {string}', function (this: PortalWorld, field: CodeField, expected: string) {
  const vm = currentCode(this);
  const shown = vm.fieldErrors[field]?.type ?? vm.clientErrors[field];
  assert.equal(shown, expected, `dialog: ${vm.dialogError?.type ?? 'none'}, inline: ${vm.inlineError?.type ?? 'none'}`);
  assert.equal(vm.dialogError, undefined);
});

Then('the code sign-in shows the error dialog {string} with an error code', function (this: PortalWorld, type: string) {
  const vm = currentCode(this);
  assert.equal(vm.dialogError?.type, type, `fields: ${JSON.stringify(vm.fieldErrors)}, inline: ${vm.inlineError?.type ?? 'none'}`);
  assert.match(vm.dialogError?.requestId ?? '', /\S/);
});

Then('the code sign-in shows the error {string} above the form', function (this: PortalWorld, type: string) {
  assert.equal(currentCode(this).inlineError?.type, type);
});

Then('the code sign-in is back at the identifier with what I typed', function (this: PortalWorld) {
  const vm = currentCode(this);
  assert.equal(vm.step, 'identify');
  assert.notEqual(vm.value, '');
});

Then('no OAuth token remains', function (this: PortalWorld) {
  assert.equal(this.storage.getItem(STORAGE_KEYS.oauthToken), null);
});

Then('the portal waited {string} between BankID checks', function (this: PortalWorld, list: string) {
  assert.deepEqual(state.get(this)?.waits, list.split(',').map((s) => Number(s.trim())));
});

Then('BankID was cancelled', function (this: PortalWorld) {
  const vm = state.get(this)?.bankId;
  assert.equal(vm?.cancelled, true);
  assert.equal(vm?.phase, 'idle');
});

Then('BankID shows the message {string}', function (this: PortalWorld, key: string) {
  assert.equal(state.get(this)?.bankId?.message?.key, key);
});

Then('BankID shows the error dialog {string}', function (this: PortalWorld, type: string) {
  assert.equal(state.get(this)?.bankId?.dialogError?.type, type);
});

Then('I am taken to {string}', function (this: PortalWorld, path: string) {
  assert.equal(state.get(this)?.wentTo, path);
});

Then('the code sign-in sends me to the blocked page', function (this: PortalWorld) {
  assert.equal(currentCode(this).blocked, true);
});

Then('the sign-in page offers {string}', async function (this: PortalWorld, list: string) {
  const country = this.storage.getItem(STORAGE_KEYS.defaultLoginCountry) ?? undefined;
  // As the page does: the country config is asked only once a sign-in country is set.
  const bankIdCountries = country === undefined ? undefined : await bankIdCountriesOf(this.container).load();
  assert.deepEqual([...methodsFor(country, bankIdCountries)], list.split(',').map((s) => s.trim()));
});

Then('the sign-in method {string} is still remembered', function (this: PortalWorld, method: string) {
  assert.equal(this.storage.getItem(SIGN_IN_METHOD_KEY), method);
});

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../src/app/i18n/locales/${locale}/errors.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

Then('the error {string} has its own text in every language', function (this: PortalWorld, key: string) {
  const texts = ['en', 'en-CA', 'en-US', 'sv', 'so'].map((locale) => {
    const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), catalogue(locale));
    const text = typeof value === 'string' ? value : (value as { message?: string } | undefined)?.message;
    assert.ok(text, `${locale} errors:${key} has no text`);
    return text;
  });
  assert.notEqual(texts[3], texts[0], `sv errors:${key} is English`);
  assert.notEqual(texts[4], texts[0], `so errors:${key} is English`);
});

/** The code field's server error as the code sign-in shows it: its type's catalogue text, else the server's message. */
Then('in {string} the field {string} of the code sign-in reads {string}', function (this: PortalWorld, locale: string, field: CodeField, expected: string) {
  const error = currentCode(this).fieldErrors[field];
  assert.ok(error, `no server error on ${field}`);
  const own = (catalogue(locale)[error.type] as { message?: string } | undefined)?.message;
  assert.equal(own ?? error.message, expected);
});

Then('the BankID message for {word} is {string}', function (this: PortalWorld, type: string, key: string) {
  assert.equal(BANKID_MESSAGES[type], key);
});

