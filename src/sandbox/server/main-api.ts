import { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { customerAtDesk, signInAtDesk } from '../world/auth-desk.ts';
import { failure, success } from './envelope.ts';
import { registerPublicAccessRoutes, registerSignedInAccessRoutes } from './main-api-access.ts';
import { AUTH_HEADER, onBadRequest, projectOf, readJson, text, type MainApiEnv } from './main-api-http.ts';
import { registerHandoffRoutes } from './main-api-handoff.ts';
import { registerPaymentRoutes } from './main-api-payments.ts';
import { registerPinLoginRoutes } from './main-api-pin-login.ts';
import { registerBankIdMigrationRoutes } from './main-api-bank-id-migration.ts';
import { registerRemitRoutes } from './main-api-remit.ts';

/**
 * Main API of one project (openapi/main-api.yaml). The project comes from the mount path
 * (/sandbox/api/:project); a signed-in customer must belong to that project.
 */
export function createMainApi(world: SandboxWorld, vendorOrigin: string): Hono<MainApiEnv> {
  const app = new Hono<MainApiEnv>();
  app.onError(onBadRequest);

  // The sign-in desk answers the same in HTTP and in-memory mode (src/sandbox/world/auth-desk.ts).
  app.post('/user/login', async (c) => {
    const body = await readJson(c);
    const password = typeof body.password === 'string' ? body.password : '';
    const answer = signInAtDesk(world, projectOf(c), text(body.email), password);
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors);
    const { token, customer } = answer.value;
    return success(c, { token, user: { id: customer.id, guid: customer.guid, email: customer.email, country: customer.country } });
  });

  registerPinLoginRoutes(app, world, vendorOrigin);
  registerHandoffRoutes(app, world);
  registerPublicAccessRoutes(app, world);

  // Everything below needs a signed-in customer of this project.
  app.use('*', async (c, next) => {
    const answer = customerAtDesk(world, projectOf(c), c.req.header(AUTH_HEADER));
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors, answer.errors[0]!.status === 401 ? 'Unauthorized' : 'Forbidden');
    c.set('customer', answer.value);
    await next();
  });

  registerSignedInAccessRoutes(app, world);
  registerBankIdMigrationRoutes(app, world, vendorOrigin);
  registerRemitRoutes(app, world);
  registerPaymentRoutes(app, world, vendorOrigin);

  app.notFound((c) => failure(c, 404, [{ type: 'InvalidValue', message: `No such call: ${c.req.method} ${c.req.path}` }], 'Not Found'));
  return app;
}
