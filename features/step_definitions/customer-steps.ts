import { Given } from '@cucumber/cucumber';
import type { SourceCountry } from '@/sandbox/world/customers';
import {
  codeRegisteredCustomer,
  customerFrom,
  customerInTwoCountries,
  customerWithStatus,
  disabledCustomer,
  inactiveCustomer,
} from '../support/sandbox-customers';
import type { PortalWorld } from '../support/world';

// Who "I" am: a demo customer of the sandbox back office (src/sandbox/world/customers.ts).

Given('a customer from {country}', function (this: PortalWorld, country: SourceCountry) {
  this.customer = customerFrom(this.sandbox, country);
});

Given('a customer from {country} living in {state}', function (this: PortalWorld, country: SourceCountry, state: string) {
  this.customer = customerFrom(this.sandbox, country, state);
});

Given('a customer from {country} with verification status {word}', function (this: PortalWorld, country: SourceCountry, status: string) {
  this.customer = customerWithStatus(this.sandbox, country, status);
});

Given('a customer from {country} who registered by e-mail code as {string}', function (this: PortalWorld, country: SourceCountry, email: string) {
  this.customer = codeRegisteredCustomer(this.sandbox, country, email);
});

Given('the disabled customer', function (this: PortalWorld) {
  this.customer = disabledCustomer(this.sandbox);
});

Given('the inactive customer', function (this: PortalWorld) {
  this.customer = inactiveCustomer(this.sandbox);
});

Given('the customer registered in two countries', function (this: PortalWorld) {
  this.customer = customerInTwoCountries(this.sandbox);
});

Given('I am signed in as a customer from {country}', async function (this: PortalWorld, country: SourceCountry) {
  this.customer = customerFrom(this.sandbox, country);
  await this.signInDirectly();
});

Given('I am signed in as the customer registered in two countries, in {country}', async function (this: PortalWorld, country: SourceCountry) {
  this.customer = customerInTwoCountries(this.sandbox, country);
  await this.signInDirectly();
});

/** Signs in the customer chosen by an earlier step, without going through the sign-in page. */
Given('I am signed in', async function (this: PortalWorld) {
  await this.signInDirectly();
});
