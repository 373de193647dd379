import { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { oauthStateOf } from '../world/oauth-state.ts';
import { registerVerificationControl } from './control-verification.ts';
import { addSdkControls } from './control-kyc-sdk.ts';
import { envelopesAtDesk } from '../world/sentry-desk.ts';
import { moveTransferAtDesk, paymentArrivedAtDesk, transfersAtDesk } from '../world/transfer-desk.ts';
import { topUpMoneyArrivedAtDesk } from '../world/wallet-desk.ts';
import { isTransactionStatus } from '../../shared/kernel/transaction-status.ts';

/** Test controls for QA and browser tests; not part of the contracts. */
export function createControlApi(world: SandboxWorld): Hono {
  const app = new Hono();
  /** Ends every session: the next call of any signed-in customer answers 401. */
  app.post('/revoke-sessions', (c) => {
    world.revokeAllSessions();
    return c.json({ revoked: 'all' });
  });
  /** Ends one session (tests running side by side each end only their own). */
  app.post('/revoke-session', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const token = typeof body === 'object' && body !== null && 'token' in body ? String(body.token) : '';
    if (!world.customerByToken(token)) return c.json({ revoked: false }, 404);
    world.endSession(token);
    return c.json({ revoked: true });
  });
  /**
   * Captcha checks of the OAuth API: {"v3": "fail"} makes the back office not trust the invisible
   * check (its answer is 400 AppCheckExpiredToken; the portal shows the v2 challenge), {"v2": "fail"}
   * refuses the challenge too; "pass" restores them.
   */
  app.post('/captcha', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const captcha = oauthStateOf(world).captcha;
    for (const version of ['v3', 'v2'] as const) {
      const value = typeof body === 'object' && body !== null && version in body ? (body as Record<string, unknown>)[version] : undefined;
      if (value === 'pass' || value === 'fail') captcha[version] = value;
    }
    return c.json({ ...captcha });
  });
  /** The next call of an OAuth path answers a refusal: {"path": "/oauth/otp/send", "status": 429, "type": "SMSDDOS"}. */
  app.post('/oauth-failure', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const status = Number(b.status);
    if (typeof b.path !== 'string' || typeof b.type !== 'string' || ![400, 403, 404, 409, 429].includes(status)) return c.json({ injected: false }, 400);
    oauthStateOf(world).failNext(b.path, {
      status: status as 400,
      type: b.type,
      message: typeof b.message === 'string' ? b.message : `Sandbox refusal ${b.type}`,
      ...(typeof b.property_path === 'string' ? { property_path: b.property_path } : {}),
    });
    return c.json({ injected: true });
  });
  /**
   * The next BankID sign-in of a country signs with this number:
   * {"country": "NO", "personalIdentityNumber": "199001012380"} (no account: the guest way to register).
   */
  app.post('/bankid-signer', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const pin = typeof b.personalIdentityNumber === 'string' ? b.personalIdentityNumber : '';
    const country = typeof b.country === 'string' ? b.country.toUpperCase() : '';
    if (!/^[0-9]{10,12}$/.test(pin) || !/^[A-Z]{2}$/.test(country)) return c.json({ set: false }, 400);
    oauthStateOf(world).nextSignInPins.set(country, pin);
    return c.json({ set: true });
  });
  /**
   * A customer's transfers made since the sandbox started and the charges taken for them
   * (src/sandbox/world/transfer-desk.ts: transfersAtDesk): "exactly one transfer and one charge".
   * `?email=` names the customer (with `&country=` when the login is registered in several).
   */
  app.get('/transfers', (c) => {
    const email = c.req.query('email') ?? '';
    const country = c.req.query('country')?.toUpperCase();
    const customer = world.customersByEmail(email).find((k) => country === undefined || k.country === country);
    if (!customer) return c.json({ found: false }, 404);
    return c.json({ email: customer.email, country: customer.country, ...transfersAtDesk(world, customer) });
  });
  /**
   * Moves a transfer to a back-office status, as the back office would (the statuses on the way
   * recorded now: src/sandbox/world/transfer-desk.ts), so tests can make it paid out or rejected:
   * {"reference": "TR01000001", "status": "REJECTED", "reason": "The recipient’s account is closed."}
   * -> the transfer as listTransactions shows it; 404 for an unknown reference, 400 for an unknown status.
   */
  app.post('/transfer-status', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const reference = typeof b.reference === 'string' ? b.reference : '';
    const status = typeof b.status === 'string' ? b.status : '';
    const reason = typeof b.reason === 'string' && b.reason.trim() !== '' ? b.reason.trim() : undefined;
    if (!isTransactionStatus(status)) return c.json({ moved: false, error: `Unknown status ${status}` }, 400);
    const transaction = moveTransferAtDesk(world, reference, status, reason);
    if (!transaction) return c.json({ moved: false, error: `No transfer ${reference}` }, 404);
    return c.json({ moved: true, transaction });
  });
  /**
   * The money of a transfer's waiting bank transfer or Interac e-Transfer arrived (src/sandbox/world/transfer-desk.ts:
   * paymentArrivedAtDesk): {"reference": "TR01000001"} -> the payment, now APPROVED (the transfer is paid: PENDING);
   * or a wallet top-up's, by its reference (wallet-desk.ts: topUpMoneyArrivedAtDesk): {"reference": "TU…"} ->
   * the top-up, APPROVED, with the balance it grew; 404 when nothing with that reference waits for money.
   */
  app.post('/payment-arrived', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const reference = typeof body === 'object' && body !== null && 'reference' in body && typeof body.reference === 'string' ? body.reference : '';
    const payment = paymentArrivedAtDesk(world, reference);
    if (payment) return c.json({ arrived: true, payment });
    const topUp = topUpMoneyArrivedAtDesk(world, reference);
    if (topUp) return c.json({ arrived: true, top_up: topUp });
    return c.json({ arrived: false, error: `No bank transfer or e-Transfer of ${reference} is waiting for its money` }, 404);
  });
  /**
   * What the portal's Sentry SDK sent to the sandbox's imitation of Sentry's ingestion (the vendor
   * origin's /api/<project>/envelope/, src/sandbox/vendor/sentry-ingest.ts): every envelope, oldest
   * first, with its items parsed (events, transactions, replay events and recordings, client reports),
   * so tests can check what left the page (nothing personal, no token) and what was sampled.
   */
  app.get('/sentry-envelopes', (c) => c.json({ envelopes: envelopesAtDesk(world) }));
  // The CSP violation reports the browsers sent (POST /sandbox/csp-reports), oldest first.
  app.get('/csp-reports', (c) => c.json({ reports: world.cspReports }));
  registerVerificationControl(app, world);
  addSdkControls(app, world);
  return app;
}
