import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import i18next from 'i18next';
import { uploadRequest, verificationDocuments } from '@/app/pages/profile-verification';
import enErrors from '@/app/i18n/locales/en/errors.json';
import enProfile from '@/app/i18n/locales/en/profile.json';
import enValidation from '@/app/i18n/locales/en/validation.json';
import { VerificationLauncher } from '@/kyc/application/verification-launcher';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import { passwordOffer, type LimitKind } from '@/profile/domain/profile';
import { PASSWORD_FIELD_LABELS, ChangePasswordViewModel } from '@/profile/ui/change-password-view-model';
import { makePhoneChangeViewModel, PHONE_CHANGE_FIELD_LABELS, type PhoneChangeViewModel } from '@/profile/ui/phone-change-view-model';
import { ProfileViewModel } from '@/profile/ui/profile-view-model';
import type { PasswordChangeField, PasswordChangeValues } from '@/profile/domain/password-change';
import { PROFILE_REVIEW_BUSINESS_DAYS, type DocumentStatus } from '@/profile/domain/verification-documents';
import { bankIdPlaceholderPhone } from '@/sandbox/world/registration-desk';
import { SenderGateway } from '@/sending/application/sender-gateway';
import { SENDER_FIELDS, type SenderChanges, type SenderField } from '@/sending/domain/sender';
import { SENDER_FIELD_LABELS, SenderViewModel } from '@/sending/ui/sender/sender-view-model';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import type { PortalWorld } from '../support/world';

/**
 * The profile page (features/profile) driven through the view models its parts mount, as the
 * page drives them: its own (profile, change password), send money's remitter details and
 * identity verification's profile, loaded by the app's own profile route (ensureProfilePage).
 * Texts are checked in English, through the catalogues, as the page shows them.
 */

const english = i18next.createInstance();
void english.init({
  lng: 'en',
  resources: { en: { validation: enValidation, errors: enErrors, profile: enProfile } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = english.t.bind(english) as unknown as Translate;
const LOCALE = intlLocale('en');

/** What the mounted profile page holds: its view models, the remitter updates it asked for. */
interface ProfileScreen {
  readonly page: ProfileViewModel;
  readonly details: SenderViewModel;
  readonly password: ChangePasswordViewModel;
  readonly updates: SenderChanges[];
}
const screens = new WeakMap<PortalWorld, ProfileScreen>();

function screen(world: PortalWorld): ProfileScreen {
  const shown = screens.get(world);
  if (!shown) throw new Error('Open the profile first: When I open my profile');
  return shown;
}

/** The remitter updates sent through this portal's gateway (one gateway per portal load). */
function updatesThrough(gateway: SenderGateway): SenderChanges[] {
  const sent: SenderChanges[] = [];
  const send = gateway.update.bind(gateway);
  gateway.update = (changes) => {
    sent.push(changes);
    return send(changes);
  };
  return sent;
}

/** A field of the details form by the name the validation messages give it ("first name", "town or city"). */
function detailsField(label: string): SenderField {
  const field = SENDER_FIELDS.find((f) => t(SENDER_FIELD_LABELS[f]) === label);
  if (!field) throw new Error(`No field "${label}" in the details form`);
  return field;
}

/** A field of the password form by its label on the page ("Current password"). */
const PASSWORD_LABEL_KEYS: Readonly<Record<PasswordChangeField, string>> = {
  oldPassword: 'profile:password.current',
  password: 'profile:password.new',
  passwordConfirmation: 'profile:password.confirmation',
};
function passwordField(label: string): PasswordChangeField {
  const field = (Object.keys(PASSWORD_LABEL_KEYS) as PasswordChangeField[]).find((f) => t(PASSWORD_LABEL_KEYS[f]) === label);
  if (!field) throw new Error(`No field "${label}" in the password form`);
  return field;
}

function documents(world: PortalWorld): DocumentStatus[] {
  const profile = world.container.get(VerificationProfileStore).profile;
  assert.ok(profile, 'identity verification has not read the profile');
  return verificationDocuments(profile);
}

// ---- opening the page ------------------------------------------------------------------------

When('I open my profile', async function (this: PortalWorld) {
  if (this.hasRouter) await this.goTo('/profile');
  else await this.open('/profile');
  assert.equal(this.router.pathname, '/profile');
  // What the route loads (its module brings the page's stylesheets: loaded once the CSS loader is in) and each part of the page does once mounted.
  const { ensureProfilePage } = await import('@/app/pages/profile-route');
  await ensureProfilePage(this.container);
  const page = this.container.get(ProfileViewModel);
  await page.load();
  const details = this.container.get(SenderViewModel);
  const shown: ProfileScreen = { page, details, password: this.container.get(ChangePasswordViewModel), updates: updatesThrough(this.container.get(SenderGateway)) };
  screens.set(this, shown);
  if (page.notEnabled) return;
  assert.equal(page.view.state, 'ready', `profile ${page.view.state}: ${page.view.error?.type ?? ''}`);
  await details.step.load();
  await this.container.get(VerificationProfileStore).refresh();
});

Given('the customer whose remittance is not enabled', function (this: PortalWorld) {
  const found = this.sandbox.customers.find((c) => !c.isRemittanceEnabled && c.active && !c.disabled);
  assert.ok(found, 'the sandbox has no customer whose remittance is not enabled');
  this.customer = found;
});

Then('the {string} dialog shows instead of my profile', function (this: PortalWorld, title: string) {
  const { page, details } = screen(this);
  assert.equal(page.notEnabled, true, 'the profile is shown');
  assert.equal(t('profile:notEnabled.title'), title);
  assert.equal(details.sender, undefined, 'the details were loaded');
});

When('I press OK in the dialog', async function (this: PortalWorld) {
  // As the page does: OK (or Escape) goes to the wallet.
  await this.goTo('/wallet', { replace: true });
});

// ---- details, e-mail, limits -----------------------------------------------------------------

Then('my profile shows my details:', function (this: PortalWorld, table: DataTable) {
  const { details } = screen(this);
  const sender = details.sender;
  assert.ok(sender, 'no details shown');
  const d = sender.details;
  const shown: Record<string, string> = {
    name: `${d.firstName} ${d.lastName}`,
    address: [`${d.street}, ${d.postcode} ${d.city}`, details.stateName].filter(Boolean).join(', '),
  };
  const expected = table.rowsHash();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((row) => [row, shown[row]])), expected);
});

Then('my profile shows the e-mail {string}, to be changed through Customer Support', function (this: PortalWorld, email: string) {
  assert.equal(screen(this).page.profile?.email, email);
  assert.equal(t('profile:account.emailHint'), 'To change your email address, contact Customer Support.');
});

Given('the back office holds my {word} limit as {int} used of {int}', function (this: PortalWorld, kind: string, used: number, limit: number) {
  const held = { usedMinor: used, limitMinor: limit };
  if (kind === 'spending') Object.assign(this.me, { limit: held });
  else if (kind === 'yearly') Object.assign(this.me, { yearlyLimit: held });
  else throw new Error(`No ${kind} limit`);
});

function limitShown(world: PortalWorld, kind: LimitKind) {
  const usage = screen(world).page.limits.find((l) => l.kind === kind);
  assert.ok(usage, `no ${kind} limit shown`);
  return usage;
}

Then(/^my profile shows the (spending|yearly) limit "([^"]+)", its bar at (\d+) %$/, function (this: PortalWorld, kind: LimitKind, text: string, percent: string) {
  const usage = limitShown(this, kind);
  const shown = t('profile:limits.usedOf', { used: formatMoney(usage.used, LOCALE), limit: formatMoney(usage.limit, LOCALE) });
  // Intl puts a no-break space between a currency code and the amount: read as a space.
  assert.equal(shown.replace(/\u00a0/g, ' '), text);
  assert.equal(usage.percent, Number(percent));
});

Then(/^my profile says "([^"]+)" about the (spending|yearly) limit$/, function (this: PortalWorld, text: string, kind: LimitKind) {
  const usage = limitShown(this, kind);
  const said = usage.reached ? t('profile:limits.reached') : usage.nearlyReached ? t('profile:limits.nearly') : undefined;
  assert.equal(said, text);
});

// ---- correcting the details (send money's remitter details) --------------------------------------

When('I correct my details on my profile:', async function (this: PortalWorld, table: DataTable) {
  const { details } = screen(this);
  details.edit();
  for (const [label, value] of Object.entries(table.rowsHash())) {
    const field = detailsField(label);
    details.change(field, value);
    details.leave(field);
  }
  await details.save();
});

Then('my profile says my details are saved', function (this: PortalWorld) {
  const { details } = screen(this);
  assert.equal(details.editing, false, `still editing: ${details.invalidFields.join(', ')} ${details.failure?.type ?? ''}`);
  assert.equal(details.justSaved, true);
});

Then('the back office was asked to change only {string} from my profile', function (this: PortalWorld, fields: string) {
  const { updates } = screen(this);
  assert.equal(updates.length, 1, `${updates.length} remitter updates`);
  assert.deepEqual(Object.keys(updates[0]!).sort(), fields.split(', ').map(detailsField).sort());
});

Then('the back office was asked to change nothing from my profile', function (this: PortalWorld) {
  assert.deepEqual(screen(this).updates, []);
});

Then('my profile\'s {string} says {string}', function (this: PortalWorld, label: string, text: string) {
  const field = detailsField(label);
  const issue = screen(this).details.issueOf(field);
  assert.ok(issue, `"${label}" says nothing`);
  assert.equal(validationMessage(t, issue, t(SENDER_FIELD_LABELS[field])), text);
});

// ---- changing the password -----------------------------------------------------------------

function typePasswords(world: PortalWorld, values: Partial<PasswordChangeValues>): void {
  const { form } = screen(world).password;
  for (const [name, value] of Object.entries(values)) form.setField(name as PasswordChangeField, value);
}

When('I change my password from {string} to {string}', async function (this: PortalWorld, current: string, next: string) {
  typePasswords(this, { oldPassword: current, password: next, passwordConfirmation: next });
  await screen(this).password.form.submit();
});

When(
  'I type {string} as my current password, {string} as the new one and {string} to confirm it, and change my password',
  async function (this: PortalWorld, current: string, next: string, confirmation: string) {
    typePasswords(this, { oldPassword: current, password: next, passwordConfirmation: confirmation });
    await screen(this).password.form.submit();
  },
);

When('I type {string} as my current password', function (this: PortalWorld, current: string) {
  typePasswords(this, { oldPassword: current });
});

Then('my profile says my password is changed', function (this: PortalWorld) {
  const { password } = screen(this);
  assert.equal(password.changes, 1);
  assert.equal(password.justChanged, true);
  assert.equal(t('profile:password.changed'), 'Your password is changed. Use the new one the next time you sign in.');
});

Then('the password fields are empty', function (this: PortalWorld) {
  const { form } = screen(this).password;
  assert.deepEqual(form.values, { oldPassword: '', password: '', passwordConfirmation: '' });
  assert.deepEqual(form.errors, {});
});

Then('the password form still holds {string}, {string} and {string}', function (this: PortalWorld, current: string, next: string, confirmation: string) {
  assert.deepEqual(screen(this).password.form.values, { oldPassword: current, password: next, passwordConfirmation: confirmation });
});

function passwordIssue(world: PortalWorld, label: string): { field: PasswordChangeField; issue: string | undefined } {
  const { password } = screen(world);
  const field = passwordField(label);
  return { field, issue: password.issueFor(field, password.form.errors[field]) };
}

Then('the password form\'s {string} says {string}', function (this: PortalWorld, label: string, text: string) {
  const { field, issue } = passwordIssue(this, label);
  assert.ok(issue, `"${label}" says nothing`);
  assert.equal(validationMessage(t, issue, t(PASSWORD_FIELD_LABELS[field])), text);
});

Then('the password form\'s {string} says nothing', function (this: PortalWorld, label: string) {
  assert.equal(passwordIssue(this, label).issue, undefined);
});

Then('my password is still {string}', function (this: PortalWorld, password: string) {
  assert.equal(this.me.password, password);
});

// ---- setting a password (a customer who has none) ------------------------------------------------

/** What the account section offers for the password, by the button's text on the page. */
function passwordButton(world: PortalWorld): string {
  const profile = screen(world).page.profile;
  assert.ok(profile, 'the profile is not shown');
  return passwordOffer(profile) === 'set' ? t('profile:setPassword.open') : t('profile:password.open');
}

Then('my profile offers {string}, not {string}', function (this: PortalWorld, offered: string, not: string) {
  assert.equal(passwordButton(this), offered);
  assert.notEqual(passwordButton(this), not);
});

Then('my profile offers {string}', function (this: PortalWorld, offered: string) {
  assert.equal(passwordButton(this), offered);
});

When('I ask my profile for the link to set a password', async function (this: PortalWorld) {
  await screen(this).page.setPassword.send();
});

Then('my profile says the link was sent to {string}', function (this: PortalWorld, email: string) {
  const setting = screen(this).page.setPassword;
  assert.equal(setting.error, undefined, setting.error?.type ?? '');
  assert.equal(setting.sentTo, email);
  assert.equal(
    t('profile:setPassword.sentText', { email }),
    `We sent a link to ${email}. Open it to choose your password, then sign in with it whenever you like.`,
  );
});

Then('my profile says {string} with an error code', function (this: PortalWorld, type: string) {
  const { error } = screen(this).page.setPassword;
  assert.equal(error?.type, type);
  assert.ok(error.requestId, 'an error code');
});

// ---- changing the mobile number ------------------------------------------------------------------

/** The change form opened on the profile shown (one per opening, as the page's form makes it). */
const phoneForms = new WeakMap<PortalWorld, PhoneChangeViewModel>();

function phoneForm(world: PortalWorld): PhoneChangeViewModel {
  const form = phoneForms.get(world);
  if (!form) throw new Error('Open the change form first: When I ask to change my mobile number to "…"');
  return form;
}

Given('the BankID customer from Sweden, whose number is still the placeholder', function (this: PortalWorld) {
  const found = this.sandbox.customers.find((c) => c.country === 'SE' && c.personalIdentityNumber && c.active && !c.disabled && c.isRemittanceEnabled);
  assert.ok(found, 'the sandbox has no BankID customer in Sweden');
  // As a BankID registration leaves the account (src/sandbox/world/registration-desk.ts).
  found.phone = bankIdPlaceholderPhone('46');
  this.customer = found;
});

Then('my profile shows the mobile number {string}', function (this: PortalWorld, phone: string) {
  const { page } = screen(this);
  assert.equal(page.phone, phone);
});

When('I ask to change my mobile number to {string}', async function (this: PortalWorld, phone: string) {
  const { page } = screen(this);
  const profile = page.profile;
  assert.ok(profile, 'the profile is not shown');
  // As the page's "Change mobile number" does: the form, for the number shown now.
  const form = makePhoneChangeViewModel(this.container, { country: profile.country, phone: page.phone ?? profile.phone });
  phoneForms.set(this, form);
  form.numberForm.setField('phone', phone);
  await form.sendCode();
});

Then('a code was sent by SMS to {string}', function (this: PortalWorld, phone: string) {
  assert.equal(phoneForm(this).step, 'code');
  assert.equal(phoneForm(this).sentTo?.e164, phone);
  assert.equal(this.sandbox.phoneCodes.get(phone)?.sends, 1);
});

Then('no code was sent', function (this: PortalWorld) {
  assert.equal(phoneForm(this).step, 'number');
  assert.equal(this.sandbox.phoneCodes.size, 0);
});

Then('the change form says {string}', function (this: PortalWorld, text: string) {
  const form = phoneForm(this);
  assert.equal(t(`profile:phone.${form.notice}`, { phone: form.sentTo?.e164 ?? '' }), text);
});

When('I type the code {string} and change my number', async function (this: PortalWorld, code: string) {
  const form = phoneForm(this);
  form.codeForm.setField('code', code);
  // As the form does: once changed, the page shows the number the back office holds.
  if (await form.changeNumber()) screen(this).page.phoneChanged(form.changed ?? '');
});

Then('my profile says my mobile number is changed', function (this: PortalWorld) {
  assert.ok(screen(this).page.changedPhone, 'no number was changed');
  assert.equal(t('profile:phone.changed'), 'Your mobile number is changed.');
});

Then('the back office holds my mobile number {string}', function (this: PortalWorld, phone: string) {
  assert.equal(this.me.phone, phone);
});

Then('the change form\'s code says {string}', function (this: PortalWorld, text: string) {
  const form = phoneForm(this);
  assert.equal(form.step, 'code');
  const issue = form.codeForm.errors.code;
  assert.ok(issue, 'the code says nothing');
  assert.equal(validationMessage(t, issue, t(PHONE_CHANGE_FIELD_LABELS.code)), text);
});

Then('the change form\'s number says {string}', function (this: PortalWorld, text: string) {
  const form = phoneForm(this);
  assert.equal(form.step, 'number');
  const issue = form.numberIssue(form.numberForm.errors.phone);
  assert.ok(issue, 'the number says nothing');
  assert.equal(validationMessage(t, issue, t(PHONE_CHANGE_FIELD_LABELS.phone)), text);
});

Then('the change form still holds the number {string} and the code {string}', function (this: PortalWorld, phone: string, code: string) {
  const form = phoneForm(this);
  assert.equal(form.numberForm.values.phone, phone);
  assert.equal(form.codeForm.values.code, code);
});

// ---- the verification section ------------------------------------------------------------------

Then('my profile\'s verification shows:', function (this: PortalWorld, table: DataTable) {
  const shown = Object.fromEntries(documents(this).map((d) => [t(`profile:verification.documents.${d.document}`), t(`profile:verification.states.${d.state}`)]));
  const expected = table.rowsHash();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((name) => [name, shown[name]])), expected);
});

Then('my profile offers an upload for {string}', function (this: PortalWorld, names: string) {
  const offered = documents(this)
    .filter((d) => d.uploadable)
    .map((d) => t(`profile:verification.documents.${d.document}`));
  assert.deepEqual(offered, names === 'nothing' ? [] : names.split(', '));
});

When('I choose {string} on my profile', function (this: PortalWorld, action: string) {
  const profile = this.container.get(VerificationProfileStore).profile;
  const chosen = documents(this).find((d) => d.uploadable && t(`profile:verification.upload.${d.document}`) === action);
  assert.ok(profile && chosen, `no "${action}" on the profile`);
  // As the section's button does: the launch resolves once the customer is done with the dialogs.
  void this.container.get(VerificationLauncher).open(uploadRequest(profile, chosen.document));
});

Then('identity verification\'s upload opens for the {word} screen, outside send money', function (this: PortalWorld, screenName: string) {
  const view = this.container.get(VerificationLauncher).view;
  assert.equal(view?.kind, 'upload');
  assert.equal(view.request?.screen, screenName);
  assert.equal(view.inSendMoney, false);
});

When('identity verification reads my profile again', async function (this: PortalWorld) {
  await this.container.get(VerificationProfileStore).refresh();
});

Then('my profile says {string}', function (this: PortalWorld, text: string) {
  assert.ok(screen(this).page.profile, 'the profile is not shown');
  assert.equal(t('profile:verification.reviewTime', { days: PROFILE_REVIEW_BUSINESS_DAYS }), text);
});
