import { Hono, type Context } from 'hono';
import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import { failure, jsonBody, str, success } from './envelope';
import { userPayload } from './user-payload';

export const AUTH_HEADER = 'X-Auth-Token';

type Env = { Variables: { customer: SandboxCustomer } };

/** Main API of one project (openapi/main-api.yaml). The project comes from the mount path. */
export function createMainApi(world: SandboxWorld): Hono<Env> {
  const app = new Hono<Env>();

  const project = (c: Context) => c.req.param('project') ?? '';

  app.post('/user/login', async (c) => {
    const body = await jsonBody(c);
    const email = str(body.email);
    const password = str(body.password);
    const errors = [];
    if (!email) errors.push({ type: 'ValueNotBeBlank', property_path: 'email', message: 'The email field is required' });
    if (!password) errors.push({ type: 'ValueNotBeBlank', property_path: 'password', message: 'The password field is required' });
    if (errors.length > 0) return failure(c, 400, errors);

    const candidates = world.customersByEmail(email).filter((cu) => world.projectOf(cu) === project(c));
    const customer = candidates[0];
    if (!customer) {
      return failure(c, 404, [{ type: 'CustomerNotFound', message: 'We can’t find your account. Please, check provided details and try again.' }]);
    }
    if (customer.password !== password) {
      return failure(c, 400, [{ type: 'CustomerNotFoundInvalidPassword', property_path: 'password', message: 'The e-mail or password is incorrect.' }]);
    }
    if (customer.disabled) {
      return failure(c, 403, [{ type: 'DisabledCustomer', message: 'Your account is blocked. Please contact Customer Support.' }]);
    }
    if (!customer.active) {
      return failure(c, 404, [{ type: 'CustomerNotFoundNonActive', message: 'Your account is not active. Please contact Customer Support.' }]);
    }
    const token = world.startSession(customer);
    return success(c, { token, user: { id: customer.id, guid: customer.guid, email: customer.email, country: customer.country } });
  });

  // Everything below needs a signed-in customer of this project.
  app.use('*', async (c, next) => {
    const customer = world.customerByToken(c.req.header(AUTH_HEADER));
    if (!customer || world.projectOf(customer) !== project(c)) {
      return failure(c, 401, [{ type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' }], 'Unauthorized');
    }
    if (customer.disabled) {
      return failure(c, 403, [{ type: 'DisabledCustomer', message: 'Your account is blocked. Please contact Customer Support.' }], 'Forbidden');
    }
    c.set('customer', customer);
    await next();
  });

  app.post('/user/get', (c) => success(c, userPayload(world, c.get('customer'), c.req.header(AUTH_HEADER) ?? '')));

  app.post('/remit/wallet/get-balance', (c) => {
    const customer = c.get('customer');
    const currency = world.country(customer.country)?.currency ?? 'EUR';
    return success(c, { balance: { amount_minor: customer.walletMinor, currency } });
  });

  return app;
}
