import type { DeskAnswer } from './auth-desk';
import type { SandboxCustomer } from './customers';
import type { SandboxWorld } from './world';

/**
 * The service locator's desk. The HTTP locator (src/sandbox/server/service-locator-api.ts) and the
 * in-memory locator both ask it, so both modes find the same countries and refuse alike.
 */

const normalisePhone = (value: string): string => value.replace(/[\s()-]/g, '').replace(/^00/, '+');

/** Customers whose e-mail, phone or personal identity number is `value`. */
export function customersByLoginValue(world: SandboxWorld, value: string): SandboxCustomer[] {
  const wanted = value.trim();
  if (wanted.includes('@')) return world.customersByEmail(wanted);
  const phone = normalisePhone(wanted);
  return world.customers.filter(
    (c) => normalisePhone(c.phone) === phone || (c.personalIdentityNumber !== undefined && c.personalIdentityNumber === wanted),
  );
}

/** Every country (and its project) where a login value is registered; a blank value is refused. */
export function lookupAtDesk(world: SandboxWorld, value: string): DeskAnswer<{ country: string; project: string }[]> {
  if (!value.trim()) {
    return { ok: false, errors: [{ status: 400, type: 'ValueNotBeBlank', property_path: 'value', message: 'The value field is required' }] };
  }
  const found = customersByLoginValue(world, value).map((customer) => ({ country: customer.country, project: world.projectOf(customer) }));
  return { ok: true, value: found };
}

/** The project serving a country, or 404 CountryNotDefined when the locator has no entry for it. */
export function countryAtDesk(world: SandboxWorld, iso2: string): DeskAnswer<{ iso2: string; project: string }> {
  const wanted = iso2.toUpperCase();
  const project = world.country(wanted)?.project;
  if (!project) {
    return { ok: false, errors: [{ status: 404, type: 'CountryNotDefined', property_path: 'iso2', message: `No service is defined for country ${wanted}.` }] };
  }
  return { ok: true, value: { iso2: wanted, project } };
}

/** Every country the locator serves (GET /countries), in the locator's order. */
export function countriesAtDesk(world: SandboxWorld): DeskAnswer<SandboxWorld['countries']> {
  return { ok: true, value: world.countries };
}
