import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ensureRegistrationOauth } from '@/app/registration-oauth';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import type { RegistrationMethod } from '@/onboarding/domain/residence-country';
import { makeRegistrationBankIdViewModel, type RegistrationBankIdViewModel } from '@/onboarding/ui/registration-bankid-view-model';
import { makeRegistrationEmailViewModel, type RegistrationEmailViewModel } from '@/onboarding/ui/registration-email-view-model';
import { hasNetsCallback } from '@/onboarding/ui/registration-page';
import { makeRegistrationViewModel, type RegistrationViewModel } from '@/onboarding/ui/registration-view-model';
import { oauthStateOf, SANDBOX_BANKID_NEW_PIN } from '@/sandbox/world/oauth-state';
import { SessionState } from '@/session/application/session-state';
import { BankIdSignInViewModel } from '@/session/ui/methods/bankid-sign-in-view-model';
import { ensureOauthModules } from '@/session/oauth-loader';
import { Delay } from '@/shared/kernel/delay';
import { normaliseCode } from '@/shared/ui/code-input';
import { decodeMessage } from '@/shared/validation/issue-message';
import { recordOauthCalls, type OauthCall } from '../support/oauth-calls';
import type { PortalWorld } from '../support/world';

/**
 * The e-mail and BankID ways of /registration, driven through the view models the page renders,
 * over the in-memory OAuth desk and main API on the scenario's clock (waits move it, and the back
 * office's OAuth clock with it). The page's own choices (the nets callback, a guest sign-in) are
 * made as the page makes them.
 */
interface Ways {
  page?: RegistrationViewModel;
  email?: RegistrationEmailViewModel;
  bankId?: RegistrationBankIdViewModel;
  /** Every wait the portal made (ms). */
  readonly waits: number[];
  /** Every OAuth call of the registration ways, in order, with the scenario's time. */
  readonly calls: OauthCall[];
  /** What a wait does besides moving the clock (the BankID page left, a cancel). */
  onWait?: () => Promise<void> | void;
  composed?: boolean;
  /** The BankID page the customer left for (on a phone). */
  leftFor?: string;
  /** When BankID is set to be cancelled: during the first wait between checks. */
  cancelWhileSigning?: boolean;
  /** The page was opened to continue a BankID registration. */
  resume?: boolean;
}

const all = new WeakMap<PortalWorld, Ways>();

function ways(world: PortalWorld): Ways {
  let found = all.get(world);
  if (!found) {
    const made: Ways = { waits: [], calls: [] };
    found = made;
    all.set(world, made);
    world.tickers.push(() => {
      oauthStateOf(world.sandbox).advanceClock(1000);
      made.email?.emailCode.countdown.tick();
      made.email?.smsCode.countdown.tick();
    });
  }
  return found;
}

/** What the ways run on (as /registration loads it when a way is first shown): the container their view models resolve from. */
async function compose(world: PortalWorld): Promise<PortalWorld['container']> {
  const w = ways(world);
  await ensureOauthModules(world.container);
  if (!w.composed) {
    w.composed = true;
    // Waits run on the scenario's clock: the portal's clock and the back office's move together.
    world.container.rebind(Delay).toConstantValue({
      wait: async (ms: number) => {
        w.waits.push(ms);
        world.clock.at += ms;
        oauthStateOf(world.sandbox).advanceClock(ms);
        await w.onWait?.();
        if (w.cancelWhileSigning && w.bankId?.phase === 'signing') {
          w.cancelWhileSigning = false;
          await w.bankId.cancel();
        }
      },
    });
    recordOauthCalls(world, w.calls);
  }
  await ensureRegistrationOauth(world.container);
  return world.container;
}

/** The page's view model, as /registration makes it when it mounts. */
function mountPage(world: PortalWorld, resume: boolean): RegistrationViewModel {
  const w = ways(world);
  w.page = makeRegistrationViewModel(world.container, resume);
  w.resume = resume;
  w.email = undefined;
  w.bankId = undefined;
  return w.page;
}

/** The page shown: this file's, else the one the registration-entry steps opened. */
function page(world: PortalWorld): RegistrationViewModel {
  const w = ways(world);
  if (w.page) return w.page;
  assert.equal(world.router.pathname, '/registration', 'Registration is not shown');
  return mountPage(world, false);
}

/** Opens /registration (a first page or a later one) and mounts the page's view model. */
async function openRegistration(world: PortalWorld, path: string, state?: unknown): Promise<void> {
  if (world.hasRouter) await world.goTo(path, { state });
  else await world.open(path);
  assert.equal(world.router.pathname, '/registration', `the guard sent ${path} to ${world.router.location}`);
  const resume = hasNetsCallback(new URL(path, 'http://portal.test').searchParams) || Boolean((state as { continueBankIdRegistration?: boolean } | undefined)?.continueBankIdRegistration);
  mountPage(world, resume);
  await showWay(world);
}

/** The chosen way's view model, as the page mounts it; a BankID continuation starts at once. */
async function showWay(world: PortalWorld): Promise<void> {
  const w = ways(world);
  const method = w.page?.method;
  if (method === 'email') w.email ??= makeRegistrationEmailViewModel(await compose(world));
  if (method === 'bankid' && !w.bankId) {
    w.bankId = makeRegistrationBankIdViewModel(await compose(world));
    if (w.resume) await w.bankId.continueRunning();
  }
}

async function goOn(world: PortalWorld, done: string | undefined): Promise<void> {
  if (done) await world.goTo(done);
}

function need<T>(value: T | undefined, what: string): T {
  assert.ok(value, `${what} is not shown`);
  return value;
}

const emailWay = (world: PortalWorld) => need(ways(world).email, 'The e-mail way');
const bankIdWay = (world: PortalWorld) => need(ways(world).bankId, 'The BankID way');
const draft = (world: PortalWorld) => world.container.get(RegistrationDraftStore).load();

function assertIssue(issue: string | undefined, expected: string): void {
  assert.ok(issue, `no error (expected ${expected})`);
  const key = decodeMessage(issue)?.key;
  assert.ok(key === expected || key === `errors:${expected}.message`, issue);
}

// ---- the choice --------------------------------------------------------------------------------

Then('the ways to register offered are {string}', function (this: PortalWorld, list: string) {
  assert.deepEqual(page(this).methods, list.split(', '));
});

When('I choose to register by {word}', async function (this: PortalWorld, method: string) {
  const shown = page(this);
  shown.choose(method as RegistrationMethod);
  assert.equal(shown.method, method);
  await showWay(this);
});

Then('my choice to register by {word} is remembered', async function (this: PortalWorld, method: string) {
  assert.equal(draft(this).method, method);
});

When('I go back and open the registration again', async function (this: PortalWorld) {
  await this.goTo('/country-of-residence');
  await openRegistration(this, '/registration');
});

// ---- the e-mail way ------------------------------------------------------------------------------

When('I register by e-mail with {string} and the phone {string}', async function (this: PortalWorld, email: string, phone: string) {
  const vm = emailWay(this);
  vm.form.setField('email', email);
  vm.form.setField('phone', phone);
  await vm.submitForm();
});

Then('the e-mail way asks for the code sent to {string}', function (this: PortalWorld, destination: string) {
  const vm = emailWay(this);
  assert.equal(vm.phase, 'email-code');
  assert.equal(vm.emailCode.notice, 'sent');
  assert.equal(vm.emailCode.destination, destination);
});

Then('the e-mail way asks for the e-mail code sent a moment ago', function (this: PortalWorld) {
  const vm = emailWay(this);
  assert.equal(vm.phase, 'email-code');
  assert.equal(vm.emailCode.notice, 'already-sent');
});

When('I enter the e-mail code {string}', async function (this: PortalWorld, code: string) {
  const vm = emailWay(this);
  // As the code field keeps what is typed or pasted: its digits.
  vm.emailCode.form.setField('code', normaliseCode(code));
  await vm.submitEmailCode();
});

Then('the e-mail way asks for the SMS code sent to {string}', function (this: PortalWorld, destination: string) {
  const vm = emailWay(this);
  assert.equal(vm.phase, 'sms-code');
  assert.equal(vm.smsCode.destination, destination);
});

When('I enter the registration SMS code {string}', async function (this: PortalWorld, code: string) {
  const vm = emailWay(this);
  vm.smsCode.form.setField('code', normaliseCode(code));
  await vm.submitSmsCode();
  await goOn(this, vm.done);
});

Then('the e-mail code field shows the error {string}', function (this: PortalWorld, expected: string) {
  assertIssue(emailWay(this).emailCode.form.errors.code, expected);
});

Then('the e-mail code field keeps {string}', function (this: PortalWorld, code: string) {
  assert.equal(emailWay(this).emailCode.form.values.code, code);
});

Then('the e-mail way field {string} shows the error {string}', function (this: PortalWorld, name: 'email' | 'phone', expected: string) {
  assertIssue(emailWay(this).form.errors[name], expected);
});

Then('I can ask for a new e-mail code in {int} seconds', function (this: PortalWorld, seconds: number) {
  assert.equal(emailWay(this).emailCode.countdown.secondsLeft, seconds);
});

When('I ask for a new e-mail code', async function (this: PortalWorld) {
  await emailWay(this).emailCode.resend();
});

Then('the e-mail way says a new code was sent', function (this: PortalWorld) {
  assert.equal(emailWay(this).emailCode.notice, 'resent');
});

Then('the e-mail way shows the error dialog {string} with an error code', function (this: PortalWorld, type: string) {
  const vm = emailWay(this);
  const error = vm.form.dialogError ?? vm.emailCode.form.dialogError ?? vm.smsCode.form.dialogError ?? vm.emailCode.resender.error;
  assert.equal(error?.type, type);
  assert.ok(error?.requestId, 'an error code');
});

Then('the e-mail way offers to sign in instead with {string}', function (this: PortalWorld, email: string) {
  assert.equal(emailWay(this).existingAccountEmail, email);
});

Then('my registration has the verified e-mail {string} and phone {string}', function (this: PortalWorld, email: string, phone: string) {
  const d = draft(this);
  assert.ok(d.token, 'a token in the draft');
  assert.equal(this.container.get(SessionState).isSignedIn, false);
  assert.deepEqual({ email: d.email, phone: d.phone, emailVerified: d.emailVerified, phoneVerified: d.phoneVerified }, { email, phone, emailVerified: true, phoneVerified: true });
  const customer = this.sandbox.customerByToken(d.token);
  assert.deepEqual({ email: customer?.email, phone: customer?.phone }, { email, phone });
});

Then('e-mail verification is not asked again', function (this: PortalWorld) {
  // Reloading on the first step keeps it, and /email-verification is not part of this registration.
  assert.equal(this.router.pathname, '/registration-name');
});

// ---- the BankID way ----------------------------------------------------------------------------------

When('I register with BankID with the number {string} and the e-mail {string}', async function (this: PortalWorld, pin: string, email: string) {
  const vm = bankIdWay(this);
  vm.form.setField('personalIdentityNumber', pin);
  vm.form.setField('email', email);
  await vm.submit();
  await goOn(this, vm.done);
});

Given('I will cancel BankID while it waits for me', function (this: PortalWorld) {
  ways(this).cancelWhileSigning = true;
});

Given('I leave for the BankID app with the number {string} and the e-mail {string}', async function (this: PortalWorld, pin: string, email: string) {
  const vm = bankIdWay(this);
  vm.form.setField('personalIdentityNumber', pin);
  vm.form.setField('email', email);
  // The phone opens BankID in this tab: the page (and its polling) is gone before the first check.
  const w = ways(this);
  w.onWait = () => vm.dispose();
  await vm.submit();
  assert.equal(vm.phase, 'signing');
  assert.match(vm.url ?? '', /\/bankid\?session=/);
  const url = vm.url;
  this.reload();
  all.delete(this);
  ways(this).leftFor = url;
});

When('BankID sends me back to {string}', async function (this: PortalWorld, path: string) {
  await openRegistration(this, path);
  await goOn(this, ways(this).bankId?.done);
});

Then('BankID showed its page at an address with the way back to {string}', function (this: PortalWorld, path: string) {
  const url = new URL(ways(this).leftFor ?? 'http://none');
  assert.equal(new URL(url.searchParams.get('return') ?? 'http://none/').pathname, path);
});

Then('the BankID way shows the message {string} with an error code', function (this: PortalWorld, key: string) {
  const vm = bankIdWay(this);
  assert.equal(vm.message?.key, key);
  assert.ok(vm.message?.error.requestId, 'an error code');
});

Then('the BankID way was cancelled and shows the form with what I typed', function (this: PortalWorld) {
  const vm = bankIdWay(this);
  assert.equal(vm.cancelled, true);
  assert.equal(vm.phase, 'form');
  assert.equal(vm.form.values.personalIdentityNumber, SANDBOX_BANKID_NEW_PIN);
});

Then('the BankID way offers to sign in instead because of {word}', function (this: PortalWorld, type: string) {
  assert.equal(bankIdWay(this).existingAccount?.type, type);
});

Then('the BankID way says no BankID registration is running', function (this: PortalWorld) {
  const vm = bankIdWay(this);
  assert.equal(vm.notRunning, true);
  assert.equal(vm.phase, 'form');
  assert.deepEqual(need(ways(this).page, 'Registration').methods, ['email', 'phone', 'bankid']);
});

Then('the BankID way shows the error dialog {string}', function (this: PortalWorld, type: string) {
  const vm = bankIdWay(this);
  assert.equal((vm.dialogError ?? vm.form.dialogError)?.type, type);
});

Then("the BankID way's error dialog says {string}", function (this: PortalWorld, key: string) {
  assert.equal(bankIdWay(this).failureTextKey, key);
});

Then('the BankID way field {string} shows the error {string}', function (this: PortalWorld, name: 'personalIdentityNumber' | 'email', expected: string) {
  assertIssue(bankIdWay(this).form.errors[name], expected);
});

Then('the BankID way asks for my e-mail with the number {string} filled in', function (this: PortalWorld, pin: string) {
  const vm = bankIdWay(this);
  assert.equal(vm.phase, 'email-needed');
  assert.equal(vm.form.values.personalIdentityNumber, pin);
});

When('I create the account with the e-mail {string}', async function (this: PortalWorld, email: string) {
  const vm = bankIdWay(this);
  vm.form.setField('email', email);
  await vm.submit();
  await goOn(this, vm.done);
});

Then('my BankID registration for {string} holds a token, prefilled with {string} {string} born {string}', function (
  this: PortalWorld,
  pin: string,
  firstName: string,
  lastName: string,
  born: string,
) {
  const d = draft(this);
  assert.ok(d.token, 'a token in the draft');
  assert.equal(this.container.get(SessionState).isSignedIn, false);
  assert.deepEqual(
    { method: d.method, pin: d.personalIdentityNumber, firstName: d.firstName, lastName: d.lastName, born: d.dateOfBirth },
    { method: 'bankid', pin, firstName, lastName, born },
  );
  const customer = this.sandbox.customerByToken(d.token);
  assert.equal(customer?.personalIdentityNumber, pin);
  // One account for the number: the flush found the one registration made.
  assert.equal(this.sandbox.customers.filter((c) => c.personalIdentityNumber === pin).length, 1);
});

Then('the portal checked BankID every {int} seconds', function (this: PortalWorld, seconds: number) {
  const waits = ways(this).waits;
  assert.ok(waits.length > 0 && waits.every((ms) => ms === seconds * 1000), `waits: ${waits.join(', ')}`);
});

// ---- the OAuth calls --------------------------------------------------------------------------------

Then('the registration made the OAuth calls {string}', function (this: PortalWorld, list: string) {
  assert.deepEqual(ways(this).calls.map((c) => c.op), list ? list.split(', ') : []);
});

Then('the last OAuth calls of the registration were {string}', function (this: PortalWorld, list: string) {
  const expected = list.split(', ');
  assert.deepEqual(ways(this).calls.slice(-expected.length).map((c) => c.op), expected);
});

Then('the new registration code went out one second after the old one was reset', function (this: PortalWorld) {
  const calls = ways(this).calls;
  const reset = [...calls].reverse().find((c) => c.op === 'resetOtp' || c.op === 'resetEmailCode');
  const send = calls.at(-1);
  assert.ok(reset && send, 'no reset and send');
  assert.equal(send.at - reset.at, 1000);
});

// ---- the BankID sign-in that finds no account ------------------------------------------------------

Given('BankID signs as a person with no account', function (this: PortalWorld) {
  oauthStateOf(this.sandbox).nextSignInPins.set('SE', SANDBOX_BANKID_NEW_PIN);
});

When('BankID sign-in finds no account and I choose to register', async function (this: PortalWorld) {
  if (!this.hasRouter) await this.open('/sign-in');
  await ensureOauthModules(this.container);
  this.container.rebind(Delay).toConstantValue({ wait: async () => undefined });
  const vm = this.container.get(BankIdSignInViewModel);
  vm.offer(['SE', 'NO']);
  vm.setCountry('SE');
  await vm.start(null, 'http://portal.test');
  assert.equal(vm.phase, 'no-account');
  await vm.continueAsGuest();
  assert.equal(vm.guestRegistration, true);
  // The sign-in page navigates there with the state the registration page reads.
  await openRegistration(this, '/registration', { continueBankIdRegistration: true });
});

Then('my registration is for Sweden', function (this: PortalWorld) {
  assert.equal(draft(this).country, 'SE');
  assert.equal(draft(this).bankIdRegistration, true);
});
