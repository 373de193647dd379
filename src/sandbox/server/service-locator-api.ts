import { Hono, type Context } from 'hono';
import type { SandboxWorld } from '../world/world';
import { countriesAtDesk, countryAtDesk, customersByLoginValue, lookupAtDesk } from '../world/locator-desk.ts';
import { legalOfCountry } from '../world/legal-desk.ts';
import { failure, success } from './envelope.ts';
import { originOf } from './oauth-http.ts';

/** Service locator (openapi/service-locator.yaml), mounted at /sandbox/locator. No authentication. */
export function createServiceLocatorApi(world: SandboxWorld): Hono {
  const app = new Hono();
  const middleware = (c: Context, project: string) => `${originOf(c)}/sandbox/api/${project}`;

  app.get('/countries', (c) => {
    const origin = originOf(c);
    const answer = countriesAtDesk(world);
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors);
    return success(
      c,
      answer.value.map((country) => {
        // The legal documents (and the US states) as the in-memory legal gateway sees them too.
        const { _links, states } = legalOfCountry(origin, country.iso2);
        return {
          iso2: country.iso2,
          name: country.name,
          currency: country.currency,
          bank_id_login: country.bankIdLogin,
          bank_id_registration: country.bankIdRegistration,
          _links,
          ...(states ? { states } : {}),
        };
      }),
    );
  });

  app.get('/countries/:iso2', (c) => {
    const answer = countryAtDesk(world, c.req.param('iso2'));
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors, 'Not Found');
    const { iso2, project } = answer.value;
    return success(c, { iso2, middleware: middleware(c, project), project });
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
    const answer = lookupAtDesk(world, c.req.query('value') ?? '');
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors);
    return success(c, answer.value);
  });

  return app;
}
