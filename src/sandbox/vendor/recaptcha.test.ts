import { describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';
import { SandboxWorld } from '../world/world';
import { oauthStateOf } from '../world/oauth-state';
import { SANDBOX_CAPTCHA_SITE_KEYS, verifyCaptchaResponseAtDesk } from '../world/captcha-desk';

const PORTAL = 'http://127.0.0.1:5173';
const VENDOR = 'http://127.0.0.1:5174';

const ask = (app: ReturnType<typeof createVendorApp>, body: unknown, origin = PORTAL) =>
  app.request(`${VENDOR}/recaptcha/api2/response`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) });

describe('the simulated bot-check vendor (reCAPTCHA)', () => {
  it('serves its script at /recaptcha/api.js, defining grecaptcha with ready, execute and render', async () => {
    const response = await createVendorApp({ embedders: [PORTAL] }).request(`${VENDOR}/recaptcha/api.js?render=${SANDBOX_CAPTCHA_SITE_KEYS.v3}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    for (const name of ['ready:', 'execute:', 'render:', 'window.grecaptcha']) expect(script).toContain(name);
  });

  it('frames its v2 checkbox only in the portal, with its own script and no inline code', async () => {
    const response = await createVendorApp({ embedders: [PORTAL] }).request(`${VENDOR}/recaptcha/api2/anchor?k=${SANDBOX_CAPTCHA_SITE_KEYS.v2}&co=${encodeURIComponent(PORTAL)}&id=0`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${PORTAL}`);
    expect(policy).toContain("script-src 'self'");
    expect(await response.text()).toContain('<script src="/assets/recaptcha-anchor.js" defer></script>');
  });

  it('gives responses the back office verifies once, for their site key and action, and answers the portal only (CORS)', async () => {
    const world = new SandboxWorld();
    const app = createVendorApp({ embedders: [PORTAL], world });
    const v3 = await ask(app, { version: 'v3', sitekey: SANDBOX_CAPTCHA_SITE_KEYS.v3, action: 'gcaptcha_v3' });
    expect(v3.status).toBe(200);
    expect(v3.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const { response } = (await v3.json()) as { response: string };
    expect(verifyCaptchaResponseAtDesk(world, 'v3', response, 'gcaptcha_v3')).toBe('ok');
    expect(verifyCaptchaResponseAtDesk(world, 'v3', response, 'gcaptcha_v3')).toBe('reused');
    // Its last character changed (to another one whatever it was): not a response the desk issued.
    const tampered = `${response.slice(0, -1)}${response.endsWith('0') ? '1' : '0'}`;
    expect(verifyCaptchaResponseAtDesk(world, 'v3', tampered, 'gcaptcha_v3')).toBe('forged');

    const elsewhere = await ask(app, { version: 'v3', sitekey: SANDBOX_CAPTCHA_SITE_KEYS.v3, action: 'gcaptcha_v3' }, 'https://evil.example');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const wrongKey = await ask(app, { version: 'v2', sitekey: SANDBOX_CAPTCHA_SITE_KEYS.v3 });
    expect(wrongKey.status).toBe(400);

    const v2 = (await (await ask(app, { version: 'v2', sitekey: SANDBOX_CAPTCHA_SITE_KEYS.v2 })).json()) as { response: string };
    oauthStateOf(world).advanceClock(121_000);
    expect(verifyCaptchaResponseAtDesk(world, 'v2', v2.response)).toBe('expired');
  });
});
