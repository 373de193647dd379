import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';
import { startSandbox, type RunningSandbox } from '../serve';

const PORTAL = 'http://127.0.0.1:5173';
const app = createVendorApp({ embedders: [PORTAL] });
const get = (path: string, init?: RequestInit) => app.request(`http://127.0.0.1:5174${path}`, init);

/** "a b c; d e" -> { a: ['b', 'c'], d: ['e'] } */
const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name, values];
  }));

describe('the simulated vendor pages', () => {
  for (const [method, path] of [
    ['GET', '/test/messages'], ['GET', '/bankid?session=s-1'], ['GET', '/identity?session=r-1'], ['GET', '/fiserv/card-form'],
    ['POST', '/3ds/method'], ['POST', '/3ds/challenge'], ['GET', '/_/orderclient.php?SessionID=s-1&OrderID=4000000001&Locale=sv_SE'],
  ] as const) {
    it(`${method} ${path} is an HTML document framed only by the portal, with no inline code`, async () => {
      const response = await get(path, { method });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual([PORTAL]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'none'"]);
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/\sstyle=|<style/);
    });
  }

  it('serves the test page script and stylesheet from its own origin', async () => {
    const script = await get('/assets/test-page.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('postMessage');
    expect((await get('/assets/vendor.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/assets/../vendor-app.ts')).status).toBe(404);
    expect((await get('/assets/nothing.js')).status).toBe(404);
  });

  it('lets the test page frame only the one page it is asked to nest', async () => {
    const nested = await get(`/test/messages?nest=${encodeURIComponent('http://127.0.0.1:6001/test/messages?post=valid')}`);
    expect(directives(nested.headers.get('content-security-policy'))['frame-src']).toEqual(['http://127.0.0.1:6001']);
    const plain = await get('/test/messages?nest=javascript:alert(1)');
    expect(directives(plain.headers.get('content-security-policy'))['frame-src']).toEqual(["'none'"]);
  });

  it("sends a registration's BankID back to the portal only: a return address elsewhere gets no link", async () => {
    const back = `${PORTAL}/registration?nets-callback=sbx-bankid-1`;
    const html = await (await get(`/bankid?session=s-1&return=${encodeURIComponent(back)}`)).text();
    expect(html).toContain(`<a id="return" href="${back.replace('&', '&amp;')}">`);
    const elsewhere = await (await get(`/bankid?session=s-1&return=${encodeURIComponent('https://evil.test/registration')}`)).text();
    expect(elsewhere).not.toContain('id="return"');
    expect(await (await get('/bankid?session=s-1')).text()).not.toContain('id="return"');
  });

  it("serves the identity vendor's page with its protocol script, titled by the workflow", async () => {
    const id = await (await get('/identity?session=sbx-kyc-wf-000001&workflow=id')).text();
    expect(id).toContain('<script src="/assets/identity.js" defer></script>');
    expect(id).toContain('<h1>Identity verification</h1>');
    expect(await (await get('/identity?session=s&workflow=POA')).text()).toContain('<h1>Proof of address</h1>');
    expect(await (await get('/identity?session=s&workflow=SOF')).text()).toContain('<h1>Source of funds</h1>');
    expect(await (await get('/identity?session=s&workflow=<b>')).text()).toContain('<h1>Identity verification</h1>');
    const script = await (await get('/assets/identity.js')).text();
    for (const part of ["'sandbox-idv'", "'idv.loaded'", "'idv.success'", "'idv.error'", 'workflowExecutionId']) expect(script).toContain(part);
  });

  it('escapes what it writes into markup', async () => {
    const html = await (await createVendorApp({ embedders: ['http://a.test" onload="x'] }).request('http://v.test/bankid')).text();
    expect(html).toContain('data-embedders="http://a.test&quot; onload=&quot;x"');
  });
});

describe('addresses the sandbox hands out', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('run on another origin than the back office, where the vendor pages answer', async () => {
    expect(new URL(sandbox.vendorOrigin).origin).not.toBe(new URL(sandbox.origin).origin);
    expect(new URL(sandbox.vendorOrigin).hostname).toBe('127.0.0.1');
    const page = await fetch(`${sandbox.vendorOrigin}/identity?session=x`);
    expect(page.status).toBe(200);
    await page.text();
  });
});
