import { SOURCE_COUNTRIES, type SandboxCustomer, type SourceCountry } from '@/sandbox/world/customers';
import { registerCustomer } from '@/sandbox/world/oauth-state';
import type { SandboxWorld } from '@/sandbox/world/world';

/** "Sweden", "the United Kingdom", "united states" -> the source country. */
export function sourceCountryNamed(name: string): SourceCountry {
  const wanted = name.trim().replace(/^the\s+/i, '').toLowerCase();
  const country = SOURCE_COUNTRIES.find((c) => c.name.toLowerCase() === wanted || c.iso2.toLowerCase() === wanted);
  if (!country) throw new Error(`No source country named "${name}" (known: ${SOURCE_COUNTRIES.map((c) => c.name).join(', ')})`);
  return country;
}

export function countryName(iso2: string): string {
  return SOURCE_COUNTRIES.find((c) => c.iso2 === iso2)?.name ?? iso2;
}

/** An ordinary demo customer: cleared, active, not blocked, one account for the e-mail, may send. */
function isOrdinary(world: SandboxWorld, customer: SandboxCustomer): boolean {
  return (
    customer.status === 'Pass' &&
    customer.active &&
    !customer.disabled &&
    customer.isRemittanceEnabled &&
    world.customersByEmail(customer.email).length === 1
  );
}

function only(found: SandboxCustomer[], what: string): SandboxCustomer {
  const [first] = found;
  if (!first) throw new Error(`The sandbox has no ${what}`);
  return first;
}

/** The demo customer of a country (the first one seeded, when the country has several). */
export function customerFrom(world: SandboxWorld, country: SourceCountry, usState?: string): SandboxCustomer {
  const found = world.customers.filter(
    (c) => c.country === country.iso2 && isOrdinary(world, c) && (usState === undefined || c.usaState?.name === usState),
  );
  return only(found, `ordinary customer from ${country.name}${usState ? ` living in ${usState}` : ''}`);
}

/** status.<status lowercased>@sandbox.test: one customer per verification status. */
export function customerWithStatus(world: SandboxWorld, country: SourceCountry, status: string): SandboxCustomer {
  const found = world.customers.filter((c) => c.country === country.iso2 && c.status === status && c.email.startsWith('status.'));
  return only(found, `customer from ${country.name} with verification status ${status}`);
}

export function disabledCustomer(world: SandboxWorld): SandboxCustomer {
  return only(world.customers.filter((c) => c.disabled), 'disabled customer');
}

export function inactiveCustomer(world: SandboxWorld): SandboxCustomer {
  return only(world.customers.filter((c) => !c.active && !c.disabled), 'inactive customer');
}

/** A customer whose e-mail is registered in two countries; `country` picks which account. */
export function customerInTwoCountries(world: SandboxWorld, country?: SourceCountry): SandboxCustomer {
  const found = world.customers.filter(
    (c) => world.customersByEmail(c.email).length === 2 && (country === undefined || c.country === country.iso2),
  );
  return only(found, 'customer registered in two countries');
}

/**
 * A customer who registered by e-mail code (RegistrationEmail, no password: the sandbox's code
 * registration makes the account) and finished the registration steps: cleared, may send money.
 */
export function codeRegisteredCustomer(world: SandboxWorld, country: SourceCountry, email: string): SandboxCustomer {
  const customer = registerCustomer(world, { email, phone: `+${country.dialCode}701112233`, country: country.iso2, firstName: 'Sagal', lastName: 'Code' });
  Object.assign(customer, {
    status: 'Pass',
    twoPlusTwoResult: 'Verified',
    watchlistResult: 'Verified',
    isFullyRegistered: true,
    emailVerified: true,
    address: { street: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', province: '' },
    purposeOfAccount: 'family support',
  });
  return customer;
}
