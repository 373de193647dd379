import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { Clock } from '@/shared/kernel/clock';
import { decodeMessage } from '@/shared/validation/issue-message';
import { SessionState } from '@/session/application/session-state';
import { agentCodeOf } from '@/onboarding/domain/agent-code';
import { ChooseResidenceCountry } from '@/onboarding/application/choose-residence-country';
import { RegisterWithPhone } from '@/onboarding/application/register-with-phone';
import { VerifyEmail, VerifyPhone } from '@/onboarding/application/verify-contact';
import { ChangePasswordWithToken, RecoverPassword } from '@/onboarding/application/password-recovery';
import { StartAgentSignUp } from '@/onboarding/application/start-agent-sign-up';
import {
  DetectedCountryHint,
  OnboardingConfig,
  OnboardingLocator,
  PasswordRecoveryGateway,
  RegistrationDraftStore,
  RegistrationGateway,
} from '@/onboarding/application/ports';
import type { RegistrationDraft } from '@/onboarding/domain/registration-draft';
import { CountryOfResidenceViewModel } from '@/onboarding/ui/country-of-residence-view-model';
import { RegistrationViewModel, type PhoneFormValues } from '@/onboarding/ui/registration-view-model';
import { PhoneVerificationViewModel } from '@/onboarding/ui/phone-verification-view-model';
import { EmailVerificationViewModel } from '@/onboarding/ui/email-verification-view-model';
import { ChangePasswordViewModel, RecoveryPasswordViewModel } from '@/onboarding/ui/password-recovery-view-models';
import { latestResetToken } from '@/sandbox/world/registration-desk';
import type { FormModel } from '@/shared/validation/form-model';
import countryNames from '@/app/i18n/locales/en/domain.json' with { type: 'json' };
import type { PortalWorld } from '../support/world';

/**
 * The screens of the way into registration, driven through their view models (as the pages do),
 * with the navigation each page makes after a press. Nothing is rendered.
 */
interface Screens {
  country?: CountryOfResidenceViewModel;
  registration?: RegistrationViewModel;
  phone?: PhoneVerificationViewModel;
  email?: EmailVerificationViewModel;
  recovery?: RecoveryPasswordViewModel;
  change?: ChangePasswordViewModel;
  /** The form the last steps typed into. */
  form?: FormModel<Record<string, string>, unknown, unknown>;
}
const screens = new WeakMap<PortalWorld, Screens>();
const screensOf = (world: PortalWorld): Screens => {
  let s = screens.get(world);
  if (!s) {
    const created: Screens = {};
    s = created;
    screens.set(world, created);
    // The resend countdowns follow the scenario's clock (time-steps.ts).
    world.tickers.push(() => {
      created.phone?.countdown.tick();
      created.email?.countdown.tick();
    });
  }
  return s;
};

const NAMES = countryNames.country as Record<string, string>;
function codeOf(name: string): string {
  const code = Object.entries(NAMES).find(([, n]) => n === name.replace(/^the /, ''))?.[0];
  assert.ok(code, `No country named ${name} in the domain catalogue`);
  return code;
}

const drafts = (world: PortalWorld) => world.container.get(RegistrationDraftStore);
const draft = (world: PortalWorld): RegistrationDraft => drafts(world).load();
const config = (world: PortalWorld) => world.container.get(OnboardingConfig);

function need<T>(value: T | undefined, what: string): T {
  assert.ok(value, `${what} is not open`);
  return value;
}

/** Opens the page at `path` (first page of the visit or a later one) and mounts its view model. */
async function show(world: PortalWorld, path: string): Promise<void> {
  if (world.hasRouter) await world.goTo(path);
  else await world.open(path);
  await mount(world);
}

/** Builds the view model of the page the router shows, as the page component does when it mounts. */
async function mount(world: PortalWorld): Promise<void> {
  const s = screensOf(world);
  const clock = world.container.get(Clock);
  const store = drafts(world);
  switch (world.router.pathname) {
    case '/country-of-residence':
      s.country = new CountryOfResidenceViewModel(
        new ChooseResidenceCountry(world.container.get(OnboardingLocator), store, config(world)),
        world.container.get(DetectedCountryHint),
      );
      await s.country.load();
      break;
    case '/registration':
      s.registration = new RegistrationViewModel(new RegisterWithPhone(world.container.get(RegistrationGateway), store, clock), store);
      s.form = s.registration.phoneForm as unknown as Screens['form'];
      break;
    case '/phone-verification':
      s.phone = new PhoneVerificationViewModel(new VerifyPhone(world.container.get(RegistrationGateway), store, clock), store, clock);
      s.form = s.phone.form as unknown as Screens['form'];
      await s.phone.start();
      break;
    case '/email-verification':
      s.email = new EmailVerificationViewModel(new VerifyEmail(world.container.get(RegistrationGateway), store, clock), store, clock);
      break;
    case '/recovery-password':
      s.recovery = new RecoveryPasswordViewModel(
        new RecoverPassword(world.container.get(OnboardingLocator), world.container.get(PasswordRecoveryGateway), config(world)),
      );
      s.form = s.recovery.form as unknown as Screens['form'];
      break;
    case '/change-password': {
      const url = new URL(world.router.location, 'http://portal.test');
      s.change = new ChangePasswordViewModel(
        new ChangePasswordWithToken(world.container.get(OnboardingLocator), world.container.get(PasswordRecoveryGateway), config(world)),
        { token: url.searchParams.get('token'), country: url.searchParams.get('country') },
        () => world.session.isSignedIn,
      );
      s.form = s.change.form as unknown as Screens['form'];
      break;
    }
    default:
      break;
  }
}

// ---- country of residence ----------------------------------------------------------------------

When('I open the country of residence', async function (this: PortalWorld) {
  await show(this, '/country-of-residence');
});

When('I choose {string} as my country of residence', async function (this: PortalWorld, name: string) {
  const vm = need(screensOf(this).country, 'The country of residence');
  vm.select(codeOf(name));
  const outcome = await vm.submit();
  if (outcome === 'registration') await show(this, '/registration');
  if (outcome === 'area-not-available') await show(this, '/area-not-available');
});

When('I continue without choosing a country', async function (this: PortalWorld) {
  const vm = need(screensOf(this).country, 'The country of residence');
  vm.select('');
  await vm.submit();
});

Then('the countries offered include {string} and {string}', function (this: PortalWorld, a: string, b: string) {
  const choices = need(screensOf(this).country, 'The country of residence').countries.value ?? [];
  for (const name of [a, b]) assert.ok(choices.some((c) => c.code === codeOf(name) && c.offered), `${name} offered: ${JSON.stringify(choices)}`);
});

Then('{string} is listed under the code {string}, where the service is not offered', function (this: PortalWorld, name: string, code: string) {
  const choices = need(screensOf(this).country, 'The country of residence').countries.value ?? [];
  assert.equal(codeOf(name), code);
  assert.deepEqual(
    choices.find((c) => c.code === code),
    { code, offered: false, bankIdRegistration: false },
  );
});

Then('{string} is pre-selected', function (this: PortalWorld, name: string) {
  assert.equal(need(screensOf(this).country, 'The country of residence').selected, codeOf(name));
});

Then('the country of residence asks me to choose a country', function (this: PortalWorld) {
  const vm = need(screensOf(this).country, 'The country of residence');
  assert.equal(vm.clientError, 'onboarding:country.required');
  assert.equal(vm.focusRequest?.target, 'field');
});

Then('my registration is for {string} on the back end of project {string}', function (this: PortalWorld, name: string, project: string) {
  const d = draft(this);
  assert.equal(d.country, codeOf(name));
  assert.equal(d.backend?.project, project);
});

Then('my registration is for {string} on the test address', function (this: PortalWorld, name: string) {
  const d = draft(this);
  assert.equal(d.country, codeOf(name));
  assert.deepEqual(d.backend, config(this).testBackend);
});

Then('no registration has started', function (this: PortalWorld) {
  assert.equal(draft(this).country, undefined);
});

// ---- registration with a phone ------------------------------------------------------------------

Given('I have chosen {string} as my country of residence', async function (this: PortalWorld, name: string) {
  await show(this, '/country-of-residence');
  const vm = need(screensOf(this).country, 'The country of residence');
  vm.select(codeOf(name));
  assert.equal(await vm.submit(), 'registration');
  await show(this, '/registration');
});

Then('I can register with my phone', function (this: PortalWorld) {
  const vm = need(screensOf(this).registration, 'Registration');
  assert.ok(vm.methods.includes('phone'), `methods: ${vm.methods.join(', ')}`);
  // The phone way is shown first (no code to load) until another way is chosen.
  assert.equal(vm.method, 'phone');
});

Then('the phone number starts with the calling code {string}', function (this: PortalWorld, code: string) {
  assert.equal(need(screensOf(this).registration, 'Registration').callingCode, code);
});

When('I type {string} into the registration field {string}', function (this: PortalWorld, value: string, name: string) {
  need(screensOf(this).form, 'A form').setField(name, value);
});

async function submitRegistration(world: PortalWorld): Promise<void> {
  const outcome = await need(screensOf(world).registration, 'Registration').phoneForm.submit();
  if (outcome.ok) await show(world, '/phone-verification');
}

When('I register with e-mail {string}, phone {string} and password {string}', async function (this: PortalWorld, email: string, phone: string, password: string) {
  const form = need(screensOf(this).registration, 'Registration').phoneForm;
  const values: PhoneFormValues = { email, phone, password };
  for (const [name, value] of Object.entries(values)) form.setField(name as keyof PhoneFormValues, value);
  await submitRegistration(this);
});

When('I press {string} on the registration form', async function (this: PortalWorld, _label: string) {
  await submitRegistration(this);
});

Given('a new customer in the United Kingdom has registered with the phone {string}', async function (this: PortalWorld, phone: string) {
  await show(this, '/country-of-residence');
  const vm = need(screensOf(this).country, 'The country of residence');
  vm.select('GB');
  await vm.submit();
  await show(this, '/registration');
  const form = need(screensOf(this).registration, 'Registration').phoneForm;
  form.setField('email', 'ayan.new@sandbox.test');
  form.setField('phone', phone);
  form.setField('password', 'Secret12');
  await submitRegistration(this);
  assert.equal(this.router.pathname, '/phone-verification');
});

Then('my registration holds a token but I am not signed in', function (this: PortalWorld) {
  const d = draft(this);
  assert.ok(d.token, 'a token in the draft');
  assert.equal(this.container.get(SessionState).isSignedIn, false);
});

Then('my registration keeps the e-mail {string} and the phone {string}', function (this: PortalWorld, email: string, phone: string) {
  const d = draft(this);
  assert.equal(d.email, email);
  assert.equal(d.phone, phone);
  assert.ok(!JSON.stringify(d).includes('Secret12'), 'the password is never kept');
});

Then('I am told my account was already created for {string}', function (this: PortalWorld, email: string) {
  assert.equal(need(screensOf(this).registration, 'Registration').registeredEmail, email);
});

When('I continue with the account already created', async function (this: PortalWorld) {
  assert.ok(need(screensOf(this).registration, 'Registration').registeredEmail);
  await show(this, '/phone-verification');
});

Then('I am offered to sign in instead with {string}', function (this: PortalWorld, email: string) {
  assert.equal(need(screensOf(this).registration, 'Registration').existingAccountEmail, email);
});

/** A field's message: a form check's key ("validation:required") or a server error's type ("CodeMismatch"). */
function assertFieldError(world: PortalWorld, name: string, expected: string): void {
  const issue = (need(screensOf(world).form, 'A form').errors as Record<string, string | undefined>)[name];
  assert.ok(issue, `no error at ${name}`);
  const key = decodeMessage(issue)?.key;
  assert.ok(key === expected || key === `errors:${expected}.message`, `${name}: ${issue}`);
}

Then('the registration field {string} shows the error {string}', function (this: PortalWorld, name: string, expected: string) {
  assertFieldError(this, name, expected);
});

Then('the registration form shows no errors', function (this: PortalWorld) {
  assert.deepEqual(need(screensOf(this).form, 'A form').errors, {});
});

Then('the error dialog shows {string} with an error code', function (this: PortalWorld, type: string) {
  const s = screensOf(this);
  const error = s.email?.dialogError ?? s.form?.dialogError;
  assert.ok(error, 'no error dialog');
  assert.equal(error.type, type);
  assert.ok(error.requestId, 'an error code');
});

Given('the back end of my country of residence is that of project {string}', function (this: PortalWorld, project: string) {
  drafts(this).save({ backend: { baseUrl: `memory://${project}`, project } });
});

// ---- phone verification --------------------------------------------------------------------------

Then('{int} SMS code(s) was/were sent to {string}', function (this: PortalWorld, count: number, phone: string) {
  assert.equal(this.sandbox.phoneCodes.get(phone)?.sends ?? 0, count);
});

Then('I can ask for a new code in {int} seconds', function (this: PortalWorld, seconds: number) {
  assert.equal(need(screensOf(this).phone, 'Phone verification').secondsLeft, seconds);
});



When('I ask for a new SMS code', async function (this: PortalWorld) {
  await need(screensOf(this).phone, 'Phone verification').resend();
});

When('I enter the SMS code {string}', async function (this: PortalWorld, code: string) {
  const vm = need(screensOf(this).phone, 'Phone verification');
  vm.form.setField('code', code);
  const outcome = await vm.form.submit();
  if (outcome.ok) await show(this, '/email-verification');
});

When('I reload the page', async function (this: PortalWorld) {
  const path = this.router.location;
  this.reload();
  screens.delete(this);
  // A reload is the first navigation of a new visit: the route is opened directly.
  await this.open(path);
  await mount(this);
});

Then('my phone is verified', function (this: PortalWorld) {
  assert.equal(draft(this).phoneVerified, true);
});

// ---- e-mail verification -------------------------------------------------------------------------

When('I ask for the verification e-mail again', async function (this: PortalWorld) {
  await need(screensOf(this).email, 'E-mail verification').resend();
});

Then('I am told to {string}', function (this: PortalWorld, notice: string) {
  const expected = { 'wait one minute': 'wait', 'check my inbox again': 'sent', 'go on: my e-mail is already verified': 'already-verified' }[notice];
  assert.ok(expected, `unknown notice ${notice}`);
  assert.equal(need(screensOf(this).email, 'E-mail verification').notice, expected);
});

Given('I have opened the link in the verification e-mail', function (this: PortalWorld) {
  const email = draft(this).email ?? '';
  const customer = this.sandbox.customersByEmail(email)[0];
  assert.ok(customer, `no customer ${email}`);
  customer.emailVerified = true;
});

Then('{int} verification e-mail(s) was/were sent in all', function (this: PortalWorld, count: number) {
  const email = draft(this).email ?? '';
  // The first went out with the registration; the rest are counted per request.
  assert.equal(1 + (this.sandbox.rateCounts.get(`verify-email:${email}`) ?? 0), count);
});

When('I continue to my name', async function (this: PortalWorld) {
  need(screensOf(this).email, 'E-mail verification');
  await show(this, '/registration-name');
});

// ---- password recovery ---------------------------------------------------------------------------

When('I ask for a password reset for {string}', async function (this: PortalWorld, email: string) {
  if (!this.hasRouter || this.router.pathname !== '/recovery-password') await show(this, '/recovery-password');
  const vm = need(screensOf(this).recovery, 'Password recovery');
  vm.again();
  vm.form.setField('email', email);
  await vm.form.submit();
});

Then('I am told a reset link was sent to {string}', function (this: PortalWorld, email: string) {
  assert.equal(need(screensOf(this).recovery, 'Password recovery').sentTo, email);
});

Then('the form stays open', function (this: PortalWorld) {
  assert.equal(need(screensOf(this).recovery, 'Password recovery').sentTo, undefined);
});

Then('{string} has {int} reset link(s)', function (this: PortalWorld, email: string, count: number) {
  const ids = new Set(this.sandbox.customersByEmail(email).map((c) => c.id));
  assert.equal([...this.sandbox.resetTokens.values()].filter((id) => ids.has(id)).length, count);
});

When('I open the reset link sent to {string}', async function (this: PortalWorld, email: string) {
  const token = latestResetToken(this.sandbox, email);
  assert.ok(token, `no reset link for ${email}`);
  await show(this, `/change-password?token=${encodeURIComponent(token)}`);
});

When('I open the same reset link again', async function (this: PortalWorld) {
  const url = new URL(this.router.location, 'http://portal.test');
  assert.equal(url.pathname, '/change-password');
  await this.goTo('/recovery-password');
  await show(this, `${url.pathname}${url.search}`);
});

When('I open a reset link with the token {string}', async function (this: PortalWorld, token: string) {
  await show(this, `/change-password?token=${encodeURIComponent(token)}`);
});

When('I choose the new password {string} confirmed as {string}', async function (this: PortalWorld, password: string, confirmation: string) {
  const vm = need(screensOf(this).change, 'Change password');
  vm.form.setField('password', password);
  vm.form.setField('passwordConfirmation', confirmation);
  await vm.form.submit();
});

Then('my password has been changed', function (this: PortalWorld) {
  assert.equal(need(screensOf(this).change, 'Change password').changed, true);
});

Then('the page leads to {string}', function (this: PortalWorld, path: string) {
  assert.equal(need(screensOf(this).change, 'Change password').next, path);
});

Then('I am told the link has expired', function (this: PortalWorld) {
  const vm = need(screensOf(this).change, 'Change password');
  assert.equal(vm.linkExpired || !vm.hasToken, true);
  assert.equal(vm.changed, false);
});

// ---- agent sign-up --------------------------------------------------------------------------------

When('I start registration from the agent page', async function (this: PortalWorld) {
  const url = new URL(this.router.location, 'http://portal.test');
  new StartAgentSignUp(drafts(this)).execute(agentCodeOf(url.searchParams.get('params')));
  await show(this, '/country-of-residence');
});

Then('the agent page shows the agent code {string}', function (this: PortalWorld, code: string) {
  const url = new URL(this.router.location, 'http://portal.test');
  assert.equal(agentCodeOf(url.searchParams.get('params')), code);
});

Then('my registration carries the agent code {string}', function (this: PortalWorld, code: string) {
  assert.equal(draft(this).agentCode, code);
});

Then('my registration carries no agent code', function (this: PortalWorld) {
  assert.equal(draft(this).agentCode, undefined);
});
