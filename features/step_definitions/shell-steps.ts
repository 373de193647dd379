import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import i18next, { type Resource } from 'i18next';
import { readConfig } from '@/app/config';
import { AppConfigToken } from '@/app/config-token';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { buildContainer } from '@/app/container';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { LegalDocuments } from '@/app/shell/application/legal-documents';
import { footerMessage, footerText, showsBillingAddress, type FooterPlace, type FooterText } from '@/app/shell/footer-text';
import { profileMenuItems, type ProfileMenuItem } from '@/app/shell/profile-menu';
import { ensureAccountShellModules } from '@/app/shell/shell-loader';
import { AccountShellModulesLoader } from '@/app/shell/shell-loader-token';
import { BankIdLoginViewModel } from '@/app/shell/ui/bank-id-login-view-model';
import { MigrateToBankId } from '@/app/shell/application/migrate-to-bank-id';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import { accountItems } from '@/kyc/application/shell-views';
import { US_STATES } from '@/sandbox/world/us-states';
import { LoadCurrentCustomer } from '@/session/application/load-current-customer';
import type { SignedInCustomer } from '@/session/domain/session';
import { FeaturesToken } from '@/shared/kernel/features';
import { SupportDeskToken } from '@/shared/kernel/support';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import { PORTAL_ORIGIN, type PortalWorld } from '../support/world';

// The signed-in shell (features/shell): the profile menu's items, the legal footer per country and
// state, and "Login with BankID". What the header and the footer show is computed by the same
// functions and view models the app renders with; texts are read from the catalogues.

// ---- the shell's on-demand modules ------------------------------------------------------------------

/** The shell's modules in the scenario's container, as the app loads them (the memory mode's loader). */
async function shell(world: PortalWorld): Promise<void> {
  // The memory mode binds this loader (src/app/modes/memory-mode.ts); bound here too until it does.
  if (!world.container.isBound(AccountShellModulesLoader)) {
    world.container.bind(AccountShellModulesLoader).toConstantValue(() => import('@/app/shell/shell.memory.modules').then((m) => m.accountShellMemoryModules));
  }
  await ensureAccountShellModules(world.container);
}

async function signedInCustomer(world: PortalWorld): Promise<SignedInCustomer> {
  const customer = await world.container.get(LoadCurrentCustomer).execute();
  assert.ok(customer, 'nobody is signed in');
  return customer;
}

// ---- texts --------------------------------------------------------------------------------------------

const LOCALES = new URL('../../src/app/i18n/locales/', import.meta.url);
const LANGUAGES: Readonly<Record<string, string>> = { English: 'en', Swedish: 'sv', Somali: 'so' };

async function translator(language = 'en'): Promise<Translate> {
  const resources: Resource = { [language]: {} };
  for (const ns of ['common', 'shell', 'validation', 'errors']) {
    resources[language]![ns] = JSON.parse(readFileSync(new URL(`${language}/${ns}.json`, LOCALES), 'utf8'));
  }
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: false, resources, defaultNS: 'common', interpolation: { escapeValue: false } });
  return i18n.t as Translate;
}

// ---- the profile menu ----------------------------------------------------------------------------------

/** The item's name as the menu shows it (English). */
function itemName(t: Translate, item: ProfileMenuItem): string {
  switch (item.kind) {
    case 'upload-document':
      return t('shell:menu.uploadDocument');
    case 'profile':
    case 'remittance-not-enabled':
      return t('common:nav.profile');
    case 'support':
      return t('shell:menu.support');
    case 'promo-codes':
      return t('common:nav.promoCodes');
    case 'bank-id-login':
      return t('shell:menu.bankIdLogin');
    case 'sign-out':
      return t('common:nav.signOut');
  }
}

/** The profile menu for the signed-in customer, with verification's profile as the layout has it once loaded. */
async function menu(world: PortalWorld): Promise<ProfileMenuItem[]> {
  const customer = await signedInCustomer(world);
  await ensureKycModules(world.container);
  const profile = await world.container.get(VerificationProfileStore).load();
  const support = world.container.get(SupportDeskToken).of(customer.country);
  return profileMenuItems(customer, accountItems(profile).upload, { support, promo: world.container.get(FeaturesToken).promo });
}

async function menuItem(world: PortalWorld, name: string): Promise<ProfileMenuItem> {
  const t = await translator();
  const item = (await menu(world)).find((candidate) => itemName(t, candidate) === name);
  assert.ok(item, `the profile menu has no "${name}"`);
  return item;
}

Given('the Swedish customer who signs in with BankID', function (this: PortalWorld) {
  this.customer = this.sandbox.customersByEmail('bankid.se@sandbox.test')[0];
});

Given('the customer who may not send money yet', function (this: PortalWorld) {
  this.customer = this.sandbox.customersByEmail('no-remittance@sandbox.test')[0];
});

Given('the portal is configured without promo codes', function (this: PortalWorld) {
  this.container = buildContainer({
    config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true', VITE_FEATURE_PROMO: 'false' }, PORTAL_ORIGIN),
    mode: memoryMode(this.sandbox),
    platform: platformModule(this.storage, this.analytics, undefined, this.cookies),
  }).container;
});

Then('the profile menu lists {string}', async function (this: PortalWorld, expected: string) {
  const t = await translator();
  assert.deepEqual((await menu(this)).map((item) => itemName(t, item)).join(', '), expected);
});

Then('{string} in the profile menu opens the "not yet available" dialog', async function (this: PortalWorld, name: string) {
  assert.equal((await menuItem(this, name)).kind, 'remittance-not-enabled');
});

Then('for a customer who may send money, {string} in the profile menu leads to {string}', async function (this: PortalWorld, name: string, path: string) {
  this.reload();
  this.customer = this.sandbox.customersByEmail('hodan.gb@sandbox.test')[0];
  await this.signInDirectly();
  assert.deepEqual(await menuItem(this, name), { kind: 'profile', to: path });
});

Then('{string} in the profile menu leads to {string}', async function (this: PortalWorld, name: string, path: string) {
  const item = await menuItem(this, name);
  assert.ok('to' in item, `"${name}" is not a link`);
  assert.equal(item.to, path);
});

Then('{string} in the profile menu opens the support page {string} in a new tab, with the e-mail address {string}', async function (this: PortalWorld, name: string, page: string, email: string) {
  // The item is a link to the support page with target=_blank and a mailto: link beside it (src/app/shell/ui/account-menu.tsx).
  assert.deepEqual(await menuItem(this, name), { kind: 'support', href: page, email });
});

// ---- the footer ------------------------------------------------------------------------------------------

const ENTITIES: Readonly<Record<string, FooterText['kind'] | 'both'>> = {
  'EEA entity': 'eea',
  'entity of the UK and Canada': 'uk',
  'EEA entity and the UK entity': 'both',
};

async function customerFooter(world: PortalWorld): Promise<{ place: FooterPlace; text: FooterText | undefined }> {
  const customer = await signedInCustomer(world);
  const place = { country: customer.country, usaState: customer.usaState };
  return { place, text: footerText(place) };
}

async function footerSays(world: PortalWorld, language = 'en'): Promise<string> {
  const t = await translator(language);
  const message = footerMessage((await customerFooter(world)).text);
  return t(message.key, { brand: t('common:brand'), state: message.state });
}

Given('a new customer from the United States living in {string}', function (this: PortalWorld, stateName: string) {
  const state = US_STATES.find((s) => s.name === stateName);
  assert.ok(state, `No US state ${stateName}`);
  const count = this.sandbox.customers.length;
  const customer = this.sandbox.registerCustomer({ email: `us.${count}@sandbox.test`, country: 'US', phone: `+1515555${String(count).padStart(4, '0')}`, firstName: 'Ayan', lastName: 'Nur' });
  customer.usaState = { code: state.code, name: state.name };
  this.customer = customer;
});

Then(/^the footer names the (EEA entity|entity of the UK and Canada)$/, async function (this: PortalWorld, entity: string) {
  const { text } = await customerFooter(this);
  assert.equal(text?.kind, ENTITIES[entity]);
  assert.equal(showsBillingAddress(text), false);
});

Then('the footer shows the US billing address', async function (this: PortalWorld) {
  assert.equal(showsBillingAddress((await customerFooter(this)).text), true);
  assert.equal((await translator())('shell:footer.usBilling'), 'Billing address: 400 Locust St, Des Moines, IA 50309, United States');
});

Then('the footer says {string}', async function (this: PortalWorld, expected: string) {
  assert.equal(await footerSays(this), expected);
});

Then(/^the footer has (?:the generic US text|(.+)'s own text)$/, async function (this: PortalWorld, state: string | null) {
  const { text } = await customerFooter(this);
  if (!state) assert.deepEqual(text, { kind: 'us' });
  else {
    assert.deepEqual(text, { kind: 'us-state', stateName: state });
    assert.ok((await footerSays(this)).includes(state));
  }
});

async function legalLinksOf(world: PortalWorld) {
  await shell(world);
  const links = await world.container.get(LegalDocuments).linksFor((await customerFooter(world)).place);
  assert.ok(links, 'the footer has no legal links');
  return links;
}

/** The locator's documents of a country (the memory mode's locator is the configured one's origin). */
function legalDocument(world: PortalWorld, code: string, document: string, suffix = ''): string {
  return `${new URL(world.container.get(AppConfigToken).locatorUrl).origin}/sandbox/legal/${code}/${document}${suffix}`;
}

Then("the footer's legal links are the terms and the privacy policy of {string}", async function (this: PortalWorld, code: string) {
  assert.deepEqual(await legalLinksOf(this), { terms: legalDocument(this, code, 'terms-and-conditions'), privacy: legalDocument(this, code, 'privacy-policy') });
});

Then("the footer's legal links are the terms and the privacy policy of {string} ending in {string}", async function (this: PortalWorld, code: string, suffix: string) {
  assert.deepEqual(await legalLinksOf(this), {
    terms: legalDocument(this, code, 'terms-and-conditions', suffix),
    privacy: legalDocument(this, code, 'privacy-policy', suffix),
  });
});

Then(/^in (Swedish|Somali) the footer says "(.+)"$/, async function (this: PortalWorld, language: string, expected: string) {
  assert.equal(await footerSays(this, LANGUAGES[language]), expected);
});

Then(/^in (Swedish|Somali) the footer's text names "(.+)"$/, async function (this: PortalWorld, language: string, name: string) {
  const said = await footerSays(this, LANGUAGES[language]);
  assert.ok(said.includes(name), said);
  assert.notEqual(said, await footerSays(this, 'en'));
});

// ---- Login with BankID ------------------------------------------------------------------------------------

const dialogs = new WeakMap<PortalWorld, BankIdLoginViewModel>();
const dialog = (world: PortalWorld): BankIdLoginViewModel => {
  const vm = dialogs.get(world);
  assert.ok(vm, 'the BankID dialog was not opened');
  return vm;
};

When('I log in with BankID from the profile menu with the number {string}', async function (this: PortalWorld, pin: string) {
  await menuItem(this, 'Login with BankID');
  await shell(this);
  // As the dialog makes it: with the migration use case the shell's modules bind.
  const vm = new BankIdLoginViewModel(this.container.get(MigrateToBankId));
  dialogs.set(this, vm);
  vm.form.setField('personalIdentityNumber', pin);
  await vm.submit();
});

Then('I am sent to the BankID page on a configured vendor origin', function (this: PortalWorld) {
  const address = dialog(this).leavingFor;
  assert.ok(address, 'the browser is not leaving');
  const url = new URL(address);
  assert.ok(this.container.get(AppConfigToken).vendorOrigins.includes(url.origin), url.origin);
  assert.equal(url.pathname, '/bankid');
  assert.match(url.search, /^\?session=bid-\d{6}$/);
});

Then('the back office has moved me to BankID sign-in with {string}', function (this: PortalWorld, pin: string) {
  const me = this.me;
  assert.deepEqual([me.personalIdentityNumber, me.alternativeLoginMethodEnabled, me.personalIdentityNumberVerified], [pin, true, true]);
});

Then('after a reload the profile menu lists {string}', async function (this: PortalWorld, expected: string) {
  this.reload();
  const t = await translator();
  assert.equal((await menu(this)).map((item) => itemName(t, item)).join(', '), expected);
});

Then('the number is refused with {string}', async function (this: PortalWorld, expected: string) {
  const issue = dialog(this).form.errors.personalIdentityNumber;
  assert.ok(issue, 'the number has no error');
  const t = await translator();
  assert.equal(validationMessage(t, issue, t('validation:fields.personalIdentityNumber')), expected);
});

Then('the back office was not asked to move me', function (this: PortalWorld) {
  const me = this.me;
  assert.deepEqual([me.personalIdentityNumber, me.alternativeLoginMethodEnabled, me.personalIdentityNumberVerified], [undefined, false, false]);
  assert.equal(dialog(this).form.submitting, false);
  assert.equal(dialog(this).leavingFor, undefined);
});

Then('the dialog still holds the number {string}', function (this: PortalWorld, pin: string) {
  assert.equal(dialog(this).form.values.personalIdentityNumber, pin);
});

Then('I am not sent anywhere', function (this: PortalWorld) {
  assert.equal(dialog(this).leavingFor, undefined);
});

Then('the dialog says {string}', async function (this: PortalWorld, title: string) {
  assert.equal(dialog(this).untrustedAddress, true);
  assert.equal((await translator())('shell:bankIdLogin.untrustedTitle'), title);
});
