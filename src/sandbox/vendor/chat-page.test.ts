import { describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';

const PORTAL = 'http://127.0.0.1:5173';
const app = createVendorApp({ embedders: [PORTAL] });
const get = (path: string) => app.request(`http://127.0.0.1:5174${path}`);

describe('the simulated live-chat vendor', () => {
  it.each([
    ['/chat', 'Sandbox chat'],
    ['/chat/us', 'Sandbox chat (US host)'],
  ])('serves %s: a page framed only by the portal, with its protocol script and no inline code', async (path, vendor) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${PORTAL}`);
    expect(policy).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h1>Chat with us</h1>');
    expect(html).toContain(`<p class="vendor-badge">${vendor}</p>`);
    expect(html).toContain('<script src="/assets/chat.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=|<style/);
  });

  it('serves the chat script, which speaks the portal’s chat protocol and writes text only as text', async () => {
    const response = await get('/assets/chat.js');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    for (const part of ["'sandbox-chat'", "'chat.ready'", "'chat.user-created'", "'chat.unread'", "'chat.close'", "'chat.identify'", "'chat.shown'", "'chat.hidden'"]) {
      expect(script).toContain(part);
    }
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    // Heard only from the parent, at its origin; posted only to a configured embedder.
    expect(script).toContain('event.source !== window.parent || event.origin !== parentOrigin');
    expect(script).toContain('embedders.indexOf(parentOrigin) >= 0');
  });
});
