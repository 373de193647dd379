import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SourceCountry } from '@/sandbox/world/customers';
import type { SignInField } from '@/session/ui/sign-in-view-model';
import { countryName, sourceCountryNamed } from '../support/sandbox-customers';
import type { PortalWorld } from '../support/world';

const WRONG_PASSWORD = 'Not-my-password-1';

Given('I open the sign-in page with the redirect {string}', async function (this: PortalWorld, redirect: string) {
  await this.open(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
  // The page must read back exactly the value under test (Gherkin and URL escaping included).
  assert.equal(this.router.search.get('redirect'), redirect);
});

When('I sign in with e-mail {string} and password {string}', async function (this: PortalWorld, email: string, password: string) {
  await this.signInPage.submit({ email, password });
});

When('I sign in with my e-mail and password', async function (this: PortalWorld) {
  await this.signInPage.submit({ email: this.me.email, password: this.me.password });
});

When('I sign in with my e-mail and a wrong password', async function (this: PortalWorld) {
  assert.notEqual(this.me.password, WRONG_PASSWORD);
  await this.signInPage.submit({ email: this.me.email, password: WRONG_PASSWORD });
});

When('I choose the country {string} and sign in again', async function (this: PortalWorld, name: string) {
  const values = this.signInPage.lastValues;
  if (!values) throw new Error('Nothing was submitted on the sign-in page yet');
  await this.signInPage.submit({ ...values, country: sourceCountryNamed(name).iso2 });
});

Then('the sign-in shows the error {string}', function (this: PortalWorld, type: string) {
  const page = this.signInPage.submitted;
  assert.ok(page, 'Nothing was submitted on the sign-in page');
  assert.equal(page.inlineError?.type, type, `inline error (dialog: ${page.dialogError?.type ?? 'none'})`);
});

Then('the sign-in shows no error', function (this: PortalWorld) {
  const page = this.signInPage.submitted;
  assert.ok(page, 'Nothing was submitted on the sign-in page');
  assert.equal(page.inlineError?.type, undefined, 'inline error');
  assert.equal(page.dialogError?.type, undefined, 'error dialog');
  assert.deepEqual({ ...page.fieldErrors, ...page.clientErrors }, {}, 'field errors');
});

Then('the field {string} shows the error {string}', function (this: PortalWorld, field: SignInField, error: string) {
  assert.equal(this.signInPage.fieldError(field), error);
});

Then('the field {string} shows no error', function (this: PortalWorld, field: SignInField) {
  assert.equal(this.signInPage.fieldError(field), undefined);
});

Then('I am asked to choose between {string} and {string}', function (this: PortalWorld, first: string, second: string) {
  const choices = this.signInPage.submitted?.countryChoices;
  assert.ok(choices, 'The sign-in page shows no country choice');
  assert.deepEqual(choices.map(countryName).sort(), [first, second].sort());
});

Then('the sign-in page says my session ended', function (this: PortalWorld) {
  assert.equal(this.signInPage.viewModel().sessionEnded, true);
});

Then('the sign-in page does not say my session ended', function (this: PortalWorld) {
  assert.equal(this.signInPage.viewModel().sessionEnded, false);
});

Then('the sign-in page suggests the country {country}', function (this: PortalWorld, country: SourceCountry) {
  assert.equal(this.signInPage.viewModel().defaultCountry, country.iso2);
});
