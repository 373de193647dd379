import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { CountryLinkState } from '@/app/routing/navigation-history';
import type { PortalWorld } from '../support/world';

When('I open {string}', async function (this: PortalWorld, path: string) {
  await this.open(path);
});

When('I then go to {string}', async function (this: PortalWorld, path: string) {
  await this.goTo(path);
});

/** The only link that hands state to the next screen: { fromCountryLink: true }. */
When('I follow the "cannot find my country" link', async function (this: PortalWorld) {
  assert.equal(this.router.pathname, '/country-of-residence', 'The link is on the country-of-residence page');
  const state: CountryLinkState = { fromCountryLink: true };
  await this.goTo('/cannot-find-my-country', { state });
});

When('I reload the portal', function (this: PortalWorld) {
  this.reload();
});

Then('I am on {string}', async function (this: PortalWorld, expected: string) {
  await this.router.settle();
  assert.equal(this.router.errors, null, `route error at ${this.router.location}`);
  assert.equal(this.router.location, expected);
});

Then('the page is not found', async function (this: PortalWorld) {
  await this.router.settle();
  assert.equal(this.router.matchedRoute, '*', `${this.router.location} matched ${this.router.matchedRoute}`);
});

Then('the page is not the not-found page', async function (this: PortalWorld) {
  await this.router.settle();
  assert.notEqual(this.router.matchedRoute, '*');
});

Then('a page view of {string} was recorded', function (this: PortalWorld, path: string) {
  const paths = this.analytics.events.map((e) => e.path);
  assert.ok(paths.includes(path), `page views: ${paths.join(', ') || 'none'}`);
});

Then('no page view of {string} was recorded', function (this: PortalWorld, path: string) {
  const paths = this.analytics.events.map((e) => e.path);
  assert.ok(!paths.includes(path), `page views: ${paths.join(', ')}`);
});

Then('{int} page view(s) was/were recorded', function (this: PortalWorld, count: number) {
  assert.equal(this.analytics.events.length, count, `page views: ${this.analytics.events.map((e) => e.path).join(', ')}`);
});
