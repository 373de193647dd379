import type { SandboxWorld } from '../world/world';
import { loginWithPinAtDesk, startPinLoginAtDesk } from '../world/pin-login-desk.ts';
import { failure, success } from './envelope.ts';
import { projectOf, readJson, type MainApp } from './main-api-http.ts';

/**
 * Personal-identity-number sign-in (api/bank-id/login, user/login-with-personal-identity-number):
 * the pin-login desk answers, as it does for the in-memory auth gateway.
 */
export function registerPinLoginRoutes(app: MainApp, world: SandboxWorld, vendorOrigin: string): void {
  app.post('/api/bank-id/login', async (c) => {
    const answer = startPinLoginAtDesk(world, projectOf(c), await readJson(c), vendorOrigin);
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors);
    return success(c, { url: answer.value.url, order_ref: answer.value.orderRef });
  });

  app.post('/user/login-with-personal-identity-number', async (c) => {
    const answer = loginWithPinAtDesk(world, projectOf(c), await readJson(c));
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors);
    if (answer.value.status === 'pending') return success(c, { status: 'pending' as const }, 202);
    const { token, customer } = answer.value;
    return success(c, { token, user: { id: customer.id, guid: customer.guid, email: customer.email, country: customer.country } });
  });
}
