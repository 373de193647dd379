import { Hono, type Context } from 'hono';
import { readFileSync } from 'node:fs';
import { vendorPage } from './vendor-pages.ts';

/**
 * The sandbox's simulated vendor pages, on an origin of their own (another port on 127.0.0.1),
 * so frames, redirects, form posts and postMessage cross origins as they will with the real
 * vendors. Started beside the portal by the Vite plugin (`npm start`, `npm run preview`, the
 * browser tests) and by `startVendorSandbox` in src/sandbox/serve.ts.
 *
 *   /test/messages      vendor test page: posts a message to its parent on demand (browser tests)
 *   /bankid             BankID page (OAuth sandbox: BankID sign-in)
 *   /identity           identity-verification frame (KYC sandbox: web.href; assets/identity.js)
 *   /card-form          the card provider's hosted card form
 *   /3ds/method, /3ds/challenge   the 3-D Secure ACS (main API: method_form.action)
 *   /bank-link          bank-link page (main API: redirect_url of a bank payment)
 *
 * Later issues flesh out the stubs. Pages are real HTML documents with their own stylesheet and
 * scripts and their own CSP: nothing inline, framed only by the portal origins they are given.
 */
export interface VendorAppOptions {
  /** Origins allowed to frame these pages and to receive their messages (the portal's). */
  readonly embedders: readonly string[];
}

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const ASSETS: Record<string, { type: string; body: string }> = {
  'vendor.css': { type: 'text/css; charset=utf-8', body: asset('vendor.css') },
  'test-page.js': { type: 'text/javascript; charset=utf-8', body: asset('test-page.js') },
  'identity.js': { type: 'text/javascript; charset=utf-8', body: asset('identity.js') },
};

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

export function createVendorApp({ embedders }: VendorAppOptions): Hono {
  const app = new Hono();

  const page = (
    c: Context,
    title: string,
    vendor: string,
    lines: string[],
    extra: { scripts?: string[]; frames?: string[]; link?: { href: string; text: string } } = {},
  ) => {
    c.header('Content-Security-Policy', vendorPagePolicy(embedders, extra.frames));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    return c.html(vendorPage({ title, vendor, lines, scripts: extra.scripts, embedders, link: extra.link }));
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
  app.get('/card-form', (c) => page(c, 'Card details', 'Sandbox card provider', ['Simulated hosted card form.']));
  app.on(['GET', 'POST'], '/3ds/method', (c) => page(c, '3-D Secure', 'Sandbox ACS', ['Simulated 3-D Secure method page.']));
  app.on(['GET', 'POST'], '/3ds/challenge', (c) => page(c, '3-D Secure', 'Sandbox ACS', ['Simulated 3-D Secure challenge.']));
  app.get('/bank-link', (c) => page(c, 'Bank link', 'Sandbox bank link', ['Simulated bank-link page.']));

  return app;
}
