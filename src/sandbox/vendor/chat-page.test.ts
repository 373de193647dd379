import { describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';

const PORTAL = 'http://127.0.0.1:5173';
const app = createVendorApp({ embedders: [PORTAL] });
const get = (path: string) => app.request(`http://127.0.0.1:5174${path}`);

describe('the imitation of Freshchat’s web widget', () => {
  it('serves the widget script at the real one’s path: it defines fcWidget with the published API and builds no markup from strings', async () => {
    const response = await get('/js/widget.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('window.fcWidget = widget');
    for (const part of ['init:', 'open:', 'close:', 'isOpen:', 'isLoaded:', 'isInitialized:', 'destroy:', 'on:', 'get:', 'setProperties:']) expect(script).toContain(part);
    for (const event of ["'widget:loaded'", "'widget:opened'", "'widget:closed'", "'user:created'", "'unreadCount:notify'"]) expect(script).toContain(event);
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|setAttribute\('style'/);
    // Its frame from the host it is given; heard only from that frame, at that origin.
    expect(script).toContain("origin + '/widget/' + encodeURIComponent(String(options.token))");
    expect(script).toContain('event.source !== state.frame.contentWindow || event.origin !== state.origin');
  });

  it.each([
    ['/widget/sandbox-web-chat', 'Sandbox Freshchat'],
    ['/widget/sandbox-web-chat-us', 'Sandbox Freshchat (US host)'],
  ])('serves the widget’s frame %s: framed only by the portal, with its own script and no inline code', async (path, vendor) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy') ?? '').toContain(`frame-ancestors ${PORTAL}`);
    const html = await response.text();
    expect(html).toContain(`<p class="vendor-badge">${vendor}</p>`);
    expect(html).toContain('<script src="/assets/fc-frame.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const frame = await (await get('/assets/fc-frame.js')).text();
    expect(frame).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(frame).toContain('event.source !== window.parent || event.origin !== parentOrigin');
    expect(frame).toContain("'Welcome back, '");
  });
});
