import { Hono, type Context } from 'hono';
import { readFileSync } from 'node:fs';
import { vendorPage, type VendorForm } from './vendor-pages.ts';
import { BANK_LINK_BANKS, decideBankLinkAtDesk, TRUSTLY_ORDER_PAGE, trustlyOrderOf, trustlyOrderPaymentAtDesk } from '../world/bank-link-desk.ts';
import { cardBrand, cardNumberValid, luhnValid } from '../../shared/kernel/card-number.ts';
import { formatMinor } from '../world/money.ts';
import type { SandboxWorld } from '../world/world';
import type { DeskAnswer } from '../world/auth-desk';
import {
  checkoutTokenAtDesk, completeChallengeAtDesk, completeMethodAtDesk, decideThreeDsEnrollmentAtDesk, eprotectRegistrationAtDesk, hostedFormTokenAtDesk, SANDBOX_THREE_DS_CODE,
  threeDsEnrollmentAtDesk,
} from '../world/card-desk.ts';
import { issueCaptchaResponseAtDesk } from '../world/captcha-desk.ts';
import { addSentryIngest } from './sentry-ingest.ts';

/**
 * The sandbox's simulated vendor pages, on an origin of their own (another port on 127.0.0.1),
 * so frames, redirects, form posts and postMessage cross origins as they will with the real
 * vendors. Started beside the portal by the Vite plugin (`npm start`, `npm run preview`, the
 * browser tests) and by `startVendorSandbox` in src/sandbox/serve.ts.
 *
 *   /test/messages      vendor test page: posts a message to its parent on demand (browser tests)
 *   /bankid             BankID page (OAuth sandbox: BankID sign-in)
 *   /identity           identity-verification frame (KYC sandbox: web.href; assets/identity.js)
 *   /fiserv/card-form   the imitation of Fiserv's hosted card page (assets/fiserv-card-form.js); it
 *                       tokenizes on this origin (POST /fiserv/card-form/tokenize) when the portal
 *                       asks, and posts only the token to the portal
 *   /3ds/method         the 3-D Secure method URL (main API: method_form.action): an empty page
 *   /3ds/challenge      the 3-D Secure challenge (main API: challenge_url; assets/three-ds.js); its
 *                       outcome is recorded on the world's payment (POST /3ds/challenge/complete)
 *   /3ds/enrollment/:sid  the imitation of Checkout.com's 3-D Secure page of a card add (the main
 *                       API's _links.redirect.href of a 202 card add): the issuer asks a one-time
 *                       code for a payment of 0 to the merchant; Submit or Cancel records the
 *                       outcome on the world's enrollment and the browser goes to card add's
 *                       success_url or failure_url with cko-session-id (only to a portal origin)
 *   /_/orderclient.php  Trustly's payment page of a Deposit order (the imitation of its EU API: the
 *                       main API's redirect_url of a trustly payment, with SessionID, OrderID and
 *                       Locale): choose a bank, approve or cancel; the decision is recorded on the
 *                       world's payment and the browser goes to the order's SuccessURL or FailURL
 *                       (only to a portal origin)
 *   /js/widget.js       the imitation of Freshchat's web widget script (assets/fc-widget.js): defines
 *                       window.fcWidget in the portal's page, laid out as the real one
 *   /widget/:token      that widget's frame (assets/fc-frame.js), which the script adds to the page;
 *                       a token ending in -us stands for the US project's own chat host
 *   /js/framesv2.min.js the imitation of Checkout.com Frames (assets/frames.js): defines window.Frames
 *                       in the portal's page and draws each card field as a frame of this origin
 *   /frames/field       one card field of it (assets/frames-field.js); the number's frame tokenizes
 *                       at POST /frames/tokens (the card desk: a tok_ token card add takes)
 *   /eProtect/js/eProtect-iframe-client3.min.js  the imitation of Worldpay (Vantiv) eProtect's iframe
 *                       client (assets/eprotect-iframe-client.js): defines window.EprotectIframeClient
 *                       in the portal's page and draws the card form as one frame of this origin
 *   /eProtect/iframe    that card form (assets/eprotect-iframe.js); it registers the card at
 *                       POST /eProtect/paypage (the card desk: a paypage registration id the back
 *                       office takes once) and hands the page only eProtect's response
 *   /recaptcha/api.js   the bot-check vendor's script (an imitation of Google reCAPTCHA's api.js,
 *                       assets/recaptcha-api.js), run in the portal's page: window.grecaptcha
 *   /recaptcha/api2/anchor    its v2 checkbox, framed by grecaptcha.render (assets/recaptcha-anchor.js)
 *   /recaptcha/api2/response  a widget's response for a site key (and v3 action), from the
 *                       sandbox's bot-check desk; the portal's page calls it (CORS: embedders only)
 *   /api/:project/envelope/   Sentry's ingestion (./sentry-ingest.ts): the envelopes the portal's
 *                       Sentry SDK sends to the sandbox builds' DSN, kept in the world's Sentry desk
 *
 * Later issues flesh out the stubs. Pages are real HTML documents with their own stylesheet and
 * scripts and their own CSP: nothing inline, framed only by the portal origins they are given.
 */
export interface VendorAppOptions {
  /** Origins allowed to frame these pages and to receive their messages (the portal's). */
  readonly embedders: readonly string[];
  /**
   * The back office's world, where the vendor records what the customer decided on its pages (the
   * bank link's approval); without it those pages say they are not connected and record nothing.
   */
  readonly world?: SandboxWorld;
}

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

/**
 * The card-number rules of the shared kernel (src/shared/kernel/card-number.ts), served to the
 * vendors' card pages as a classic script defining `window.cardNumber` (before the page's own
 * script): the imitated card forms judge a number as the portal and the back office do, with no
 * copy of Luhn's check of their own. The kernel's functions are self-contained, so their source
 * is the script's (each under the name its source declares: a bundler may have renamed it).
 */
export const CARD_NUMBER_SCRIPT = ((rules: Readonly<Record<string, (digits: string) => unknown>>) => {
  const sources = Object.entries(rules).map(([name, rule]) => ({ name, source: String(rule), declared: /^function\s+([\w$]+)/.exec(String(rule))?.[1] }));
  const missing = sources.find((s) => s.declared === undefined);
  if (missing) throw new Error(`The card-number rule ${missing.name} is not a function declaration`);
  const exported = sources.map((s) => `${s.name}: ${s.declared}`).join(', ');
  return `'use strict';\nwindow.cardNumber = (function () {\n${sources.map((s) => s.source).join('\n')}\nreturn { ${exported} };\n})();\n`;
})({ luhnValid, cardNumberValid, cardBrand });
const ASSETS: Record<string, { type: string; body: string }> = {
  'vendor.css': { type: 'text/css; charset=utf-8', body: asset('vendor.css') },
  'test-page.js': { type: 'text/javascript; charset=utf-8', body: asset('test-page.js') },
  'identity.js': { type: 'text/javascript; charset=utf-8', body: asset('identity.js') },
  'card-number.js': { type: 'text/javascript; charset=utf-8', body: CARD_NUMBER_SCRIPT },
  'fiserv-card-form.js': { type: 'text/javascript; charset=utf-8', body: asset('fiserv-card-form.js') },
  'three-ds.js': { type: 'text/javascript; charset=utf-8', body: asset('three-ds.js') },
  'three-ds-method.js': { type: 'text/javascript; charset=utf-8', body: asset('three-ds-method.js') },
  'fc-frame.js': { type: 'text/javascript; charset=utf-8', body: asset('fc-frame.js') },
  'recaptcha-anchor.js': { type: 'text/javascript; charset=utf-8', body: asset('recaptcha-anchor.js') },
  'frames-field.js': { type: 'text/javascript; charset=utf-8', body: asset('frames-field.js') },
  'frames-field.css': { type: 'text/css; charset=utf-8', body: asset('frames-field.css') },
  'eprotect-iframe.js': { type: 'text/javascript; charset=utf-8', body: asset('eprotect-iframe.js') },
  'eprotect-iframe.css': { type: 'text/css; charset=utf-8', body: asset('eprotect-iframe.css') },
};
/** The imitation of Checkout.com Frames' script, at the path the real one has (https://cdn.checkout.com/js/framesv2.min.js). */
const FRAMES_SCRIPT = asset('frames.js');
/** The imitation of Worldpay eProtect's iframe client, at the path the real one has (https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js). */
const EPROTECT_CLIENT_SCRIPT = asset('eprotect-iframe-client.js');
/** The Freshchat imitation's script, at the path the real one has (https://wchat.freshchat.com/js/widget.js). */
const FRESHCHAT_WIDGET_SCRIPT = asset('fc-widget.js');
/** The bot-check vendor's script, at the path Google serves it from (/recaptcha/api.js). */
const RECAPTCHA_API = asset('recaptcha-api.js');

/** An attribute value's text, escaped (the method data is the portal's, but a page never trusts a post). */
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

const originOfAddress = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** A vendor page's own policy: its origin's scripts and styles only, framed only by the embedders. */
export function vendorPagePolicy(embedders: readonly string[], frames: readonly string[] = []): string {
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(' ') : "'none'");
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${list(frames)}`,
    `form-action 'self' ${embedders.join(' ')}`.trim(),
    `frame-ancestors ${list(embedders)}`,
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

const IDENTITY_WORKFLOWS: Record<string, { title: string; line: string }> = {
  id: { title: 'Identity verification', line: 'Show your identity document to the camera, then take a selfie.' },
  POA: { title: 'Proof of address', line: 'Show a document with your name and address, less than 3 months old.' },
  SOF: { title: 'Source of funds', line: 'Show a document that shows where your money comes from.' },
};

/**
 * A call a vendor page's own script makes to its origin (the card form's tokenization, the 3-D
 * Secure outcome): JSON only (a page elsewhere cannot send that without the browser asking first),
 * answered with the card desk's value or `{ errors }` and its status.
 */
async function vendorCall<T>(c: Context, world: SandboxWorld | undefined, run: (world: SandboxWorld, body: Record<string, unknown>) => DeskAnswer<T>) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  if (!world) return c.json({ errors: [{ type: 'Unavailable', message: 'This sandbox vendor is not connected to a back office.' }] }, 503);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return c.json({ errors: [{ type: 'InvalidValue', message: 'Send JSON.' }] }, 415);
  }
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return c.json({ errors: [{ type: 'InvalidValue', message: 'Send a JSON object.' }] }, 400);
  const answer = run(world, body as Record<string, unknown>);
  if (answer.ok) return c.json(answer.value as object, 200);
  const errors = answer.errors.map(({ type, message, property_path }) => ({ type, message, ...(property_path ? { property_path } : {}) }));
  return c.json({ errors }, answer.errors[0]?.status ?? 400);
}

export function createVendorApp({ embedders, world }: VendorAppOptions): Hono {
  const app = new Hono();
  addSentryIngest(app, { embedders, world });

  const page = (
    c: Context,
    title: string,
    vendor: string,
    lines: string[],
    extra: { scripts?: string[]; frames?: string[]; link?: { href: string; text: string }; form?: VendorForm; status?: 200 | 400 | 404 | 409 | 503 } = {},
  ) => {
    c.header('Content-Security-Policy', vendorPagePolicy(embedders, extra.frames));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    return c.html(vendorPage({ title, vendor, lines, scripts: extra.scripts, embedders, link: extra.link, form: extra.form }), extra.status ?? 200);
  };

  app.get('/assets/:name', (c) => {
    const file = ASSETS[c.req.param('name')];
    if (!file) return c.notFound();
    c.header('Content-Type', file.type);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(file.body);
  });

  app.get('/test/messages', (c) => {
    const nested = originOfAddress(c.req.query('nest'));
    return page(c, 'Vendor test page', 'Sandbox vendor', ['Posts a message to the page that frames it.'], {
      scripts: ['test-page.js'],
      frames: nested ? [nested] : [],
    });
  });

  app.get('/bankid', (c) => {
    // A registration's BankID page sends the customer back to the portal (only to a portal origin).
    const back = c.req.query('return');
    const returnTo = back && embedders.includes(originOfAddress(back) ?? '') ? back : undefined;
    return page(c, 'BankID', 'Sandbox BankID', ['Simulated BankID page. The sandbox completes the session on its second status check.'], {
      link: returnTo ? { href: returnTo, text: 'Signed: return to the portal' } : undefined,
    });
  });
  app.get('/identity', (c) => {
    // The identity vendor's frame (web.href of the KYC service): speaks the vendor's frame protocol
    // to the portal (assets/identity.js); the workflow names what is being verified.
    const workflow = IDENTITY_WORKFLOWS[c.req.query('workflow') ?? 'id'] ?? IDENTITY_WORKFLOWS.id!;
    return page(c, workflow.title, 'Sandbox identity vendor', [workflow.line, 'Simulated identity-verification page: choose how the verification ends.'], {
      scripts: ['identity.js'],
    });
  });
  app.get('/fiserv/card-form', (c) =>
    page(c, 'Card details', 'Sandbox Fiserv', ['Your card details go to the card provider only. We accept Visa and Mastercard.'], {
      scripts: ['card-number.js', 'fiserv-card-form.js'],
    }),
  );
  // The page's own tokenization: the card number stays on the vendor origin (src/sandbox/world/card-desk.ts).
  app.post('/fiserv/card-form/tokenize', (c) => vendorCall(c, world, hostedFormTokenAtDesk));
  // A vendor's script, run in the portal's page (no frame ancestors to name: a script).
  const vendorScript = (c: Context, body: string) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return c.body(body);
  };
  // The imitation of Freshchat's web widget: its script, and the frame it adds from this origin.
  app.get('/js/widget.js', (c) => vendorScript(c, FRESHCHAT_WIDGET_SCRIPT));
  app.get('/widget/:token', (c) => {
    const us = c.req.param('token').endsWith('-us');
    return page(c, 'Chat with us', us ? 'Sandbox Freshchat (US host)' : 'Sandbox Freshchat', ['Simulated Freshchat widget: a support agent answers every message.'], {
      scripts: ['fc-frame.js'],
    });
  });
  // The imitation of Checkout.com Frames: its script, its card fields' frames and their tokenization.
  app.get('/js/framesv2.min.js', (c) => vendorScript(c, FRAMES_SCRIPT));
  app.get('/frames/field', (c) => {
    c.header('Content-Security-Policy', vendorPagePolicy(embedders));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    const field = c.req.query('field') ?? '';
    return c.html(
      `<!doctype html>\n<html lang="en" data-embedders="${escapeAttribute(embedders.join(' '))}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeAttribute(field)}</title>\n<link rel="stylesheet" href="/assets/frames-field.css">\n<script src="/assets/card-number.js" defer></script>\n<script src="/assets/frames-field.js" defer></script>\n</head>\n<body>\n<main></main>\n</body>\n</html>\n`,
    );
  });
  app.post('/frames/tokens', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    if (!world) return c.json({ error_type: 'service_unavailable', error_codes: [] }, 503);
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return c.json({ error_type: 'request_invalid', error_codes: ['request_invalid'] }, 422);
    const answer = checkoutTokenAtDesk(world, body as Record<string, unknown>);
    if (answer.ok) return c.json(answer.value, 201);
    return c.json({ request_id: `req_sbox_${Date.now()}`, error_type: answer.refusal.error_type, error_codes: answer.refusal.error_codes }, answer.refusal.status);
  });
  // The imitation of Worldpay eProtect: its iframe client, its card frame and the registration.
  app.get('/eProtect/js/eProtect-iframe-client3.min.js', (c) => vendorScript(c, EPROTECT_CLIENT_SCRIPT));
  app.get('/eProtect/iframe', (c) => {
    c.header('Content-Security-Policy', vendorPagePolicy(embedders));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    return c.html(
      `<!doctype html>\n<html lang="en" data-embedders="${escapeAttribute(embedders.join(' '))}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Card details</title>\n<link rel="stylesheet" href="/assets/eprotect-iframe.css">\n<script src="/assets/eprotect-iframe.js" defer></script>\n</head>\n<body>\n<main></main>\n</body>\n</html>\n`,
    );
  });
  app.post('/eProtect/paypage', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    if (!world) return c.json({ response: '889', message: 'Failure' }, 503);
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return c.json({ response: '889', message: 'Failure' }, 400);
    return c.json(eprotectRegistrationAtDesk(world, body as Record<string, unknown>), 200);
  });
  // The bot-check vendor (src/sandbox/world/captcha-desk.ts): its script, its v2 checkbox and its responses.
  app.get('/recaptcha/api.js', (c) => vendorScript(c, RECAPTCHA_API));
  app.get('/recaptcha/api2/anchor', (c) => page(c, 'reCAPTCHA', 'Sandbox reCAPTCHA', [], { scripts: ['recaptcha-anchor.js'] }));
  const corsForEmbedders = (c: Context) => {
    const from = c.req.header('origin');
    if (from && embedders.includes(from)) {
      c.header('Access-Control-Allow-Origin', from);
      c.header('Vary', 'Origin');
    }
  };
  app.options('/recaptcha/api2/response', (c) => {
    corsForEmbedders(c);
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    return c.body(null, 204);
  });
  app.post('/recaptcha/api2/response', (c) => {
    corsForEmbedders(c);
    return vendorCall(c, world, (w, body): DeskAnswer<{ response: string }> => {
      const version = body.version === 'v2' || body.version === 'v3' ? body.version : undefined;
      const siteKey = typeof body.sitekey === 'string' ? body.sitekey : '';
      const action = version === 'v3' && typeof body.action === 'string' ? body.action : undefined;
      const response = version ? issueCaptchaResponseAtDesk(w, version, siteKey, action) : undefined;
      return response
        ? { ok: true, value: { response } }
        : { ok: false, errors: [{ status: 400, type: 'InvalidSiteKey', message: 'ERROR for site owner: Invalid site key', property_path: 'sitekey' }] };
    });
  });
  // The 3-D Secure method URL: the portal posts the method form into a hidden frame; the page's own
  // script gathers the device data and reports the method complete (as an issuer's method page does).
  app.on(['GET', 'POST'], '/3ds/method', async (c) => {
    c.header('Content-Security-Policy', vendorPagePolicy(embedders));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    const form = c.req.method === 'POST' ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : {};
    const data = typeof form.threeDSMethodData === 'string' ? form.threeDSMethodData : '';
    return c.html(
      `<!doctype html>\n<html lang="en" data-method="${escapeAttribute(data)}">\n<head>\n<meta charset="utf-8">\n<title>3-D Secure</title>\n<script src="/assets/three-ds-method.js" defer></script>\n</head>\n<body></body>\n</html>\n`,
    );
  });
  app.post('/3ds/method/complete', (c) => vendorCall(c, world, completeMethodAtDesk));
  app.on(['GET', 'POST'], '/3ds/challenge', (c) =>
    page(c, '3-D Secure', 'Sandbox ACS', ['Simulated 3-D Secure challenge: confirm the payment as your bank would ask you to.'], {
      scripts: ['three-ds.js'],
    }),
  );
  app.post('/3ds/challenge/complete', (c) => vendorCall(c, world, completeChallengeAtDesk));
  // Checkout.com's 3-D Secure page of a card add (a card verification of amount 0; docs/going-live/cards.md):
  // the issuer's challenge, a one-time code (the sandbox shows it), Submit or Cancel; then the
  // browser goes to card add's success_url or failure_url with cko-session-id, only to a portal origin.
  const ISSUER = 'Sandbox Issuer ACS';
  const enrollmentPage = (c: Context, sessionId: string, error?: string) => {
    const found = world ? threeDsEnrollmentAtDesk(world, sessionId) : undefined;
    if (!found?.ok) {
      const problem = !world ? 'This page is not connected to a back office: nothing can be confirmed.' : found?.errors[0]?.message ?? 'Nothing to confirm.';
      return page(c, 'Confirm your card', ISSUER, [problem], { status: !world ? 503 : found?.errors[0]?.status === 409 ? 409 : 404 });
    }
    const view = found.value;
    return page(
      c,
      'Confirm your card',
      ISSUER,
      [
        'Your bank wants to check that it’s you adding this card.',
        `Merchant: ${view.merchant}`,
        `Amount: ${formatMinor(view.amountMinor, view.currency)}`,
        `Card: •••• ${view.last4}`,
        'We sent a one-time code to the phone number your bank has for you.',
      ],
      {
        // A wrong code is asked again on a page like any other (as an issuer's page does: no error status).
        form: {
          action: `/3ds/enrollment/${encodeURIComponent(view.id)}`,
          hidden: [],
          input: {
            label: 'One-time code', name: 'code', autocomplete: 'one-time-code', inputmode: 'numeric', pattern: '[0-9]{6}',
            hint: `Sandbox: the code is ${SANDBOX_THREE_DS_CODE}.`, ...(error ? { error } : {}),
          },
          buttons: [
            { id: 'submit', name: 'action', value: 'submit', text: 'Submit', primary: true },
            { id: 'cancel', name: 'action', value: 'cancel', text: 'Cancel', skipsChecks: true },
          ],
        },
      },
    );
  };
  app.get('/3ds/enrollment/:sid', (c) => enrollmentPage(c, c.req.param('sid')));
  app.post('/3ds/enrollment/:sid', async (c) => {
    const sessionId = c.req.param('sid');
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const action = field('action');
    if (!world || (action !== 'submit' && action !== 'cancel')) return enrollmentPage(c, sessionId, action ? undefined : 'Submit the code or cancel.');
    const session = world.cardEnrollments.get(sessionId);
    if (session && (!embedders.includes(originOfAddress(session.successUrl) ?? '') || !embedders.includes(originOfAddress(session.failureUrl) ?? ''))) {
      return page(c, 'Confirm your card', ISSUER, ['This card add returns to an address that is not the portal’s: nothing was confirmed.'], { status: 400 });
    }
    const decided = decideThreeDsEnrollmentAtDesk(world, sessionId, { action, code: field('code') });
    if (!decided.ok) {
      const refusal = decided.errors[0];
      if (refusal?.property_path === 'code') return enrollmentPage(c, sessionId, refusal.message);
      return enrollmentPage(c, sessionId);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(decided.value.return_url, 303);
  });

  // Trustly's payment page (its EU Deposit API, imitated: docs/going-live/trustly.md). The back
  // end's Deposit call answered its url (SessionID, OrderID, Locale); the customer chooses a bank
  // and approves or cancels, and the page sends them to the order's SuccessURL or FailURL, as
  // given to Deposit (never anywhere but a portal origin: the sandbox is no open redirect).
  const BANK = 'Sandbox Trustly';
  /** Why the payment page cannot take a decision, or the payment of its order. */
  const orderPayment = (orderId: string, sessionId: string) => {
    if (!world) return { problem: 'This payment page is not connected to a back office: nothing can be authorised.', status: 503 as const };
    const found = trustlyOrderPaymentAtDesk(world, orderId, sessionId);
    if (!found.ok) return { problem: 'No payment to authorise: open this page from the portal.', status: 404 as const };
    if (found.value.status !== 'WAITING') return { problem: 'This payment was decided already.', status: 409 as const };
    return { payment: found.value };
  };

  app.get(TRUSTLY_ORDER_PAGE, (c) => {
    const orderId = c.req.query('OrderID') ?? '';
    const sessionId = c.req.query('SessionID') ?? '';
    const found = orderPayment(orderId, sessionId);
    if (!found.payment) return page(c, 'Bank payment', BANK, ['Simulated Trustly payment page.', found.problem]);
    const { amount, transaction_reference: reference } = found.payment;
    return page(c, 'Approve your payment', BANK, [`Pay ${formatMinor(amount.amount_minor, amount.currency)} to Remit Sandbox Client Funds.`, `Reference: ${reference}`], {
      form: {
        action: TRUSTLY_ORDER_PAGE,
        hidden: [{ name: 'OrderID', value: orderId }, { name: 'SessionID', value: sessionId }],
        choice: { legend: 'Choose your bank', name: 'bank', options: BANK_LINK_BANKS.map((b) => ({ value: b.id, label: b.name })) },
        buttons: [
          { id: 'approve', name: 'decision', value: 'approve', text: 'Approve payment', primary: true },
          { id: 'cancel', name: 'decision', value: 'cancel', text: 'Cancel', skipsChecks: true },
        ],
      },
    });
  });

  // The decision: recorded on the world's payment, then the browser goes to the order's SuccessURL or FailURL (303: a GET).
  app.post(TRUSTLY_ORDER_PAGE, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const decision = field('decision');
    const found = orderPayment(field('OrderID'), field('SessionID'));
    if (!found.payment || !world) return page(c, 'Bank payment', BANK, [found.problem ?? 'Not connected.'], { status: found.status ?? 503 });
    if (decision !== 'approve' && decision !== 'cancel') return page(c, 'Bank payment', BANK, ['Approve or cancel the payment.'], { status: 400 });
    if (decision === 'approve' && !BANK_LINK_BANKS.some((b) => b.id === field('bank'))) return page(c, 'Bank payment', BANK, ['Choose your bank to approve the payment.'], { status: 400 });
    const order = trustlyOrderOf(world, found.payment.payment_id);
    if (!order || !embedders.includes(originOfAddress(order.successUrl) ?? '') || !embedders.includes(originOfAddress(order.failUrl) ?? '')) {
      return page(c, 'Bank payment', BANK, ['This order returns to an address that is not the portal’s: nothing was authorised.'], { status: 400 });
    }
    const decided = decideBankLinkAtDesk(world, found.payment.payment_id, decision);
    if (!decided.ok) return page(c, 'Bank payment', BANK, [decided.errors[0]?.message ?? 'Refused.'], { status: 409 });
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(decided.value.return_url, 303);
  });

  return app;
}
