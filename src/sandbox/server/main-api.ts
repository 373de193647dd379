import { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { failure, success } from './envelope';
import { registerPublicAccessRoutes, registerSignedInAccessRoutes } from './main-api-access';
import { AUTH_HEADER, onBadRequest, projectOf, readJson, text, type MainApiEnv } from './main-api-http';
import { registerPaymentRoutes } from './main-api-payments';
import { registerRemitRoutes } from './main-api-remit';

export { AUTH_HEADER };

/**
 * Main API of one project (openapi/main-api.yaml). The project comes from the mount path
 * (/sandbox/api/:project); a signed-in customer must belong to that project.
 */
export function createMainApi(world: SandboxWorld): Hono<MainApiEnv> {
  const app = new Hono<MainApiEnv>();
  app.onError(onBadRequest);

  app.post('/user/login', async (c) => {
    const body = await readJson(c);
    const email = text(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    const errors = [];
    if (!email) errors.push({ type: 'ValueNotBeBlank', property_path: 'email', message: 'The email field is required' });
    if (!password) errors.push({ type: 'ValueNotBeBlank', property_path: 'password', message: 'The password field is required' });
    if (errors.length > 0) return failure(c, 400, errors);

    const candidates = world.customersByEmail(email).filter((cu) => world.projectOf(cu) === projectOf(c));
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

  registerPublicAccessRoutes(app, world);

  // Everything below needs a signed-in customer of this project.
  app.use('*', async (c, next) => {
    const customer = world.customerByToken(c.req.header(AUTH_HEADER));
    if (!customer || world.projectOf(customer) !== projectOf(c)) {
      return failure(c, 401, [{ type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' }], 'Unauthorized');
    }
    if (customer.disabled) {
      return failure(c, 403, [{ type: 'DisabledCustomer', message: 'Your account is blocked. Please contact Customer Support.' }], 'Forbidden');
    }
    c.set('customer', customer);
    await next();
  });

  registerSignedInAccessRoutes(app, world);
  registerRemitRoutes(app, world);
  registerPaymentRoutes(app, world);

  app.notFound((c) => failure(c, 404, [{ type: 'InvalidValue', message: `No such call: ${c.req.method} ${c.req.path}` }], 'Not Found'));
  return app;
}
