import { Hono, type Context } from 'hono';
import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import { US_STATES } from '../world/us-states.ts';
import { failure, success } from './envelope.ts';
import { blank, originOf } from './oauth-http.ts';

const normalisePhone = (value: string): string => value.replace(/[\s()-]/g, '').replace(/^00/, '+');

/** Customers whose e-mail, phone or personal identity number is `value`. */
function customersByLoginValue(world: SandboxWorld, value: string): SandboxCustomer[] {
  const wanted = value.trim();
  if (wanted.includes('@')) return world.customersByEmail(wanted);
  const phone = normalisePhone(wanted);
  return world.customers.filter(
    (c) => normalisePhone(c.phone) === phone || (c.personalIdentityNumber !== undefined && c.personalIdentityNumber === wanted),
  );
}

/** Service locator (openapi/service-locator.yaml), mounted at /sandbox/locator. No authentication. */
export function createServiceLocatorApi(world: SandboxWorld): Hono {
  const app = new Hono();
  const middleware = (c: Context, project: string) => `${originOf(c)}/sandbox/api/${project}`;

  app.get('/countries', (c) => {
    const origin = originOf(c);
    return success(
      c,
      world.countries.map((country) => {
        const legal = `${origin}/sandbox/legal/${country.iso2.toLowerCase()}`;
        return {
          iso2: country.iso2,
          name: country.name,
          currency: country.currency,
          bank_id_login: country.bankIdLogin,
          bank_id_registration: country.bankIdRegistration,
          _links: {
            terms_and_conditions: { href: `${legal}/terms-and-conditions` },
            privacy_policy: { href: `${legal}/privacy-policy` },
          },
          ...(country.iso2 === 'US' ? { states: US_STATES } : {}),
        };
      }),
    );
  });

  app.get('/countries/:iso2', (c) => {
    const iso2 = c.req.param('iso2').toUpperCase();
    const country = world.country(iso2);
    if (!country?.project) {
      return failure(c, 404, [{ type: 'CountryNotDefined', property_path: 'iso2', message: `No service is defined for country ${iso2}.` }], 'Not Found');
    }
    return success(c, { iso2: country.iso2, middleware: middleware(c, country.project), project: country.project });
  });

  app.get('/login-project/:value', (c) => {
    const value = decodeURIComponent(c.req.param('value'));
    const matches = customersByLoginValue(world, value);
    const projects = [...new Set(matches.map((m) => world.projectOf(m)))];
    const first = matches[0];
    if (!first) {
      return failure(c, 404, [{ type: 'CustomerNotFound', message: 'We can’t find your account. Please, check provided details and try again.' }], 'Not Found');
    }
    if (projects.length > 1) {
      return failure(c, 409, [{ type: 'CustomerNotFoundNonUnique', message: 'Several accounts use this value. Please choose your country.' }], 'Conflict');
    }
    const project = world.projectOf(first);
    return success(c, { value, country: first.country, project, middleware: middleware(c, project) });
  });

  app.get('/users/lookup', (c) => {
    const value = c.req.query('value')?.trim() ?? '';
    if (!value) return failure(c, 400, [blank('value')]);
    return success(
      c,
      customersByLoginValue(world, value).map((customer) => ({ country: customer.country, project: world.projectOf(customer) })),
    );
  });

  return app;
}
