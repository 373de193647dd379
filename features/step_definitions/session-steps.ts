import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SourceCountry } from '@/sandbox/world/customers';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import { SignOut } from '@/session/application/sign-out';
import type { PortalWorld } from '../support/world';

/** The interface language key of spec 01 section 1; it must survive a sign-out. */
const LANGUAGE_KEY = 'tr-lang';

function storedValues(world: PortalWorld): [string, string][] {
  return world.storage.keys().map((key) => [key, world.storage.getItem(key) ?? '']);
}

Given('I have chosen the interface language {string}', function (this: PortalWorld, code: string) {
  this.storage.setItem(LANGUAGE_KEY, code);
});

When('I sign out', async function (this: PortalWorld) {
  // What the signed-in layout's "Sign out" button does: the use case leaves for a fresh sign-in page itself.
  this.rememberToken();
  await this.container.get(SignOut).execute('customer');
  if (this.hasRouter) await this.router.settle();
});

Then('I am not signed in', function (this: PortalWorld) {
  assert.equal(this.session.isSignedIn, false, 'signed in');
  assert.equal(this.session.customer, undefined, 'customer still held');
});

Then('I am signed in to my account in {country}', function (this: PortalWorld, country: SourceCountry) {
  const { session, customer } = this.session;
  assert.ok(session && customer, 'not signed in');
  assert.equal(session.country, country.iso2, 'session country');
  assert.equal(customer.country, country.iso2, 'account country');
  assert.equal(customer.email, this.me.email);
  assert.equal(customer.id, this.sandbox.customersByEmail(this.me.email).find((c) => c.country === country.iso2)?.id, 'account');
});

Then('my verification status is {string}', function (this: PortalWorld, status: string) {
  assert.equal(this.session.customer?.verificationStatus, status);
});

Then('no token remains in storage', function (this: PortalWorld) {
  assert.ok(this.issuedTokens.length > 0, 'No token was ever issued in this scenario');
  for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.baseUrl, STORAGE_KEYS.oauthToken, STORAGE_KEYS.project, STORAGE_KEYS.country]) {
    assert.equal(this.storage.getItem(key), null, `storage key ${key}`);
  }
  for (const [key, value] of storedValues(this)) {
    for (const token of this.issuedTokens) assert.ok(!value.includes(token), `storage key ${key} holds a token`);
  }
});

Then('a token is stored', function (this: PortalWorld) {
  const token = this.session.token();
  assert.ok(token, 'no session');
  assert.equal(this.storage.getItem(STORAGE_KEYS.accessToken), token);
});

Then('storage holds none of my personal data', function (this: PortalWorld) {
  const { email, firstName, lastName, phone } = this.me;
  for (const [key, value] of storedValues(this)) {
    for (const datum of [email, firstName, lastName, phone].filter(Boolean)) {
      assert.ok(!value.toLowerCase().includes(datum.toLowerCase()), `storage key ${key} holds "${datum}"`);
    }
  }
});

Then('the interface language {string} is still remembered', function (this: PortalWorld, code: string) {
  assert.equal(this.storage.getItem(LANGUAGE_KEY), code);
});

Then('the session-ended flag is stored', function (this: PortalWorld) {
  assert.notEqual(this.storage.getItem(STORAGE_KEYS.unauthorizedMessage), null);
});

Then('no session-ended flag is stored', function (this: PortalWorld) {
  assert.equal(this.storage.getItem(STORAGE_KEYS.unauthorizedMessage), null);
});
