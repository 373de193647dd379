import type { SandboxWorld } from '../world/world';
import { customerAtDesk } from '../world/auth-desk.ts';
import {
  cancelHandoffAtDesk, captureGrantAtDesk, claimHandoffAtDesk, completeHandoffAtDesk, handoffExpiresAt, handoffOfCustomerAtDesk, handoffStatus,
  isCaptureToken, issueHandoffAtDesk, type SandboxHandoff,
} from '../world/handoff-desk.ts';
import type { DeskAnswer } from '../world/auth-desk';
import type { SandboxCustomer } from '../world/customers';
import { failure, success } from './envelope.ts';
import { AUTH_HEADER, projectOf, readForm, readJson, text, type MainApp, type MainContext } from './main-api-http.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The progress answer (GET and DELETE): the verification once the phone has uploaded. */
function progressOf(world: SandboxWorld, handoff: SandboxHandoff) {
  const status = handoffStatus(world, handoff);
  const customer = world.customerById(handoff.customerId);
  return {
    status,
    expires_at: iso(handoffExpiresAt(handoff)),
    ...(status === 'completed' && customer
      ? { verification: { status: customer.status, internalStatus: customer.status, twoPlusTwoResult: customer.twoPlusTwoResult, watchlistResult: customer.watchlistResult } }
      : {}),
  };
}

/** Who is asking, for the claim's attempt limit (the socket's address under @hono/node-server). */
function clientOf(c: MainContext): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * The phone hand-off (openapi/main-api.yaml, "not in the spec: phone hand-off"): issue, progress
 * and cancel for the signed-in customer, the phone's claim, and the capture token's one upload.
 * Registered before the main API's public routes, so the capture check runs before the uploads.
 */
export function registerHandoffRoutes(app: MainApp, world: SandboxWorld): void {
  const answer = <T>(c: MainContext, result: DeskAnswer<T>, ok: (value: T) => Response | Promise<Response>) =>
    result.ok ? ok(result.value) : failure(c, result.errors[0]!.status, result.errors, result.errors[0]!.status === 401 ? 'Unauthorized' : undefined);
  const signedIn = (c: MainContext, then: (customer: SandboxCustomer) => Response | Promise<Response>) =>
    answer(c, customerAtDesk(world, projectOf(c), c.req.header(AUTH_HEADER)), then);

  app.post('/verification/handoff/claim', async (c) => {
    const body = await readJson(c);
    const link = { token: typeof body.token === 'string' ? body.token : undefined, code: typeof body.code === 'string' ? body.code : undefined };
    return answer(c, claimHandoffAtDesk(world, clientOf(c), link), (claim) =>
      success(c, { capture_token: claim.captureToken, document_request: claim.request, first_name: claim.firstName, expires_at: iso(claim.expiresAt) }),
    );
  });

  app.post('/verification/handoff', (c) =>
    signedIn(c, async (customer) => {
      await readJson(c);
      return answer(c, issueHandoffAtDesk(world, customer), ({ handoff, url }) =>
        success(c, { handoff_id: handoff.id, token: handoff.token, short_code: handoff.shortCode, url, expires_at: iso(handoff.expiresAt) }),
      );
    }),
  );

  app.get('/verification/handoff/:handoffId', (c) =>
    signedIn(c, (customer) => answer(c, handoffOfCustomerAtDesk(world, customer, c.req.param('handoffId')), (h) => success(c, progressOf(world, h)))),
  );

  app.delete('/verification/handoff/:handoffId', (c) =>
    signedIn(c, (customer) => answer(c, cancelHandoffAtDesk(world, customer, c.req.param('handoffId')), (h) => success(c, progressOf(world, h)))),
  );

  // A capture token is accepted as the `token` of these two uploads only, for its one document.
  const captureCheck = (documentOf: (form: Record<string, unknown>) => string) => async (c: MainContext, next: () => Promise<void>) => {
    if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return next();
    const form = await readForm(c);
    const token = text(form.token);
    if (!isCaptureToken(world, token)) return next();
    const grant = captureGrantAtDesk(world, token, documentOf(form));
    if (!grant.ok || world.projectOf(grant.value.customer) !== projectOf(c)) {
      return failure(c, 401, [{ type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' }], 'Unauthorized');
    }
    c.set('captureCustomer', grant.value.customer);
    await next();
    if (c.res.status === 200) completeHandoffAtDesk(world, grant.value.handoff);
  };
  app.use('/verification/manual-upload', captureCheck((form) => text(form.type)));
  app.use('/verification/upload-verification-documents', captureCheck(() => 'ID'));
}
