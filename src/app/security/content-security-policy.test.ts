import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HASHED_ASSETS_CACHE_CONTROL, headersFile, securityHeaders } from './content-security-policy';
import { captchaSources } from '../../shared/vendor/captcha-sources';
import { checkoutSources } from '../../shared/vendor/checkout-sources';
import { vantivSources } from '../../shared/vendor/vantiv-sources';

/** "a b c; d e" -> { a: ['b', 'c'], d: ['e'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const VENDORS = ['https://idv.vendor.test', 'https://acs.vendor.test'];

describe('contentSecurityPolicy', () => {
  it('frames, posts forms to and connects to the configured vendor origins and no more', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigins: ['https://api.example.com'], vendorOrigins: VENDORS }));
    expect(csp['frame-src']).toEqual(VENDORS);
    expect(csp['form-action']).toEqual(["'self'", ...VENDORS]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example.com', ...VENDORS]);
  });

  it('frames nothing, not even its own origin, when no vendor is configured', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: [] }));
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('lists an origin once even when it is both an API and a vendor', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigins: [VENDORS[0]], vendorOrigins: VENDORS }));
    expect(csp['connect-src']).toEqual(["'self'", ...VENDORS]);
  });

  it('keeps the rest strict whatever the vendors are', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS }));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    expect(csp['trusted-types']).toEqual(["'none'"]);
  });

  it('allows the chat widget’s script origin and its hosts’ frames, styles and calls, through the one Trusted Types policy named', () => {
    const hosts = ['https://eu.freshchat.example'];
    const chatWidget = { scripts: ['https://wchat.freshchat.com'], frames: hosts, styles: hosts, connections: hosts, trustedTypesPolicies: ['freshchat-widget'] };
    const csp = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS, vendorScripts: [chatWidget] }));
    expect(csp['script-src']).toEqual(["'self'", 'https://wchat.freshchat.com']);
    expect(csp['frame-src']).toEqual([...VENDORS, 'https://eu.freshchat.example']);
    expect(csp['style-src']).toEqual(["'self'", 'https://eu.freshchat.example']);
    expect(csp['connect-src']).toEqual(["'self'", ...VENDORS, 'https://eu.freshchat.example']);
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    expect(csp['trusted-types']).toEqual(['freshchat-widget']);
    // On a vendor origin already (the sandbox's imitation), nothing is listed twice.
    const onVendor = [VENDORS[0]!];
    const sandbox = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS, vendorScripts: [{ ...chatWidget, scripts: onVendor, frames: onVendor, connections: onVendor }] }));
    expect(sandbox['frame-src']).toEqual(VENDORS);
    expect(sandbox['connect-src']).toEqual(["'self'", ...VENDORS]);
  });

  it("runs the bot check's script from its folder, frames its widget, and allows only its Trusted Types policy", () => {
    const google = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS, vendorScripts: [captchaSources('https://www.google.com/recaptcha/api.js')] }));
    expect(google['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(google['frame-src']).toEqual([...VENDORS, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(google['trusted-types']).toEqual(['captcha-script']);
    expect(google['require-trusted-types-for']).toEqual(["'script'"]);
    expect(google['style-src']).toEqual(["'self'"]);
    const sandbox = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: ['http://127.0.0.1:5174'], vendorScripts: [captchaSources('http://127.0.0.1:5174/recaptcha/api.js')] }));
    expect(sandbox['script-src']).toEqual(["'self'", 'http://127.0.0.1:5174/recaptcha/']);
    // On a vendor origin, the frames and connections are that origin's already.
    expect(sandbox['frame-src']).toEqual(['http://127.0.0.1:5174']);
    expect(sandbox['connect-src']).toEqual(["'self'", 'http://127.0.0.1:5174']);
  });

  it('runs Checkout.com Frames from its origin, frames its card fields from there, lets it reach Checkout’s API, and allows only its Trusted Types policy', () => {
    const checkout = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS, vendorScripts: [checkoutSources('https://cdn.checkout.com/js/framesv2.min.js')] }));
    expect(checkout['script-src']).toEqual(["'self'", 'https://cdn.checkout.com']);
    expect(checkout['frame-src']).toEqual([...VENDORS, 'https://cdn.checkout.com']);
    expect(checkout['connect-src']).toEqual(["'self'", ...VENDORS, 'https://api.checkout.com', 'https://api.sandbox.checkout.com']);
    expect(checkout['trusted-types']).toEqual(['checkout-frames']);
    // The sandbox's imitation on the vendor origin: its script allowed; its frames and calls are that origin's already.
    const sandbox = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: ['http://127.0.0.1:5174'], vendorScripts: [checkoutSources('http://127.0.0.1:5174/js/framesv2.min.js')] }));
    expect(sandbox['script-src']).toEqual(["'self'", 'http://127.0.0.1:5174']);
    expect(sandbox['frame-src']).toEqual(['http://127.0.0.1:5174']);
    expect(sandbox['connect-src']).toEqual(["'self'", 'http://127.0.0.1:5174']);
  });

  it('runs Worldpay eProtect’s iframe client from its origin, frames its card form from there, and allows only its Trusted Types policy', () => {
    const live = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS, vendorScripts: [vantivSources('https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js')] }));
    expect(live['script-src']).toEqual(["'self'", 'https://request.eprotect.vantivcnp.com']);
    expect(live['frame-src']).toEqual([...VENDORS, 'https://request.eprotect.vantivcnp.com']);
    // The registration is the frame's call, on eProtect's origin: the page connects nowhere new.
    expect(live['connect-src']).toEqual(["'self'", ...VENDORS]);
    expect(live['trusted-types']).toEqual(['vantiv-eprotect']);
    expect(vantivSources(undefined)).toEqual({ scripts: [], frames: [], styles: [], connections: [], trustedTypesPolicies: [] });
  });

  it('lets every vendor script run together: each one’s sources, and each one’s Trusted Types policy', () => {
    const chat = { scripts: ['https://wchat.freshchat.com'], frames: [], styles: [], connections: [], trustedTypesPolicies: ['freshchat-widget'] };
    const csp = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS, vendorScripts: [captchaSources('https://www.google.com/recaptcha/api.js'), chat] }));
    expect(csp['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://wchat.freshchat.com']);
    expect(csp['trusted-types']).toEqual(['captcha-script', 'freshchat-widget']);
  });

  it('shows images from the portal, data: and blob: (the preview of a chosen upload) only; blob: nowhere else', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS }));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    for (const [name, values] of Object.entries(csp)) if (name !== 'img-src') expect(values, name).not.toContain('blob:');
  });

  it('writes the same policy into the headers file', () => {
    const options = { apiOrigins: [], vendorOrigins: VENDORS };
    expect(headersFile(options)).toContain(`  Content-Security-Policy: ${contentSecurityPolicy(options)}\n`);
    // The hashed files are kept a year; the pages are not (their rule is only the security headers').
    expect(headersFile(options)).toContain(`\n/assets/*\n  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}\n`);
    expect(HASHED_ASSETS_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('reports violations where it is told; for real hosting (https) through the Reporting API too, with HSTS', () => {
    expect(directives(contentSecurityPolicy({ apiOrigins: [], vendorOrigins: VENDORS }))['report-uri']).toBeUndefined();
    const sandbox = { apiOrigins: [], vendorOrigins: VENDORS, reportUri: '/sandbox/csp-reports' };
    expect(directives(contentSecurityPolicy(sandbox))['report-uri']).toEqual(['/sandbox/csp-reports']);
    expect(directives(contentSecurityPolicy(sandbox))['report-to']).toBeUndefined();
    expect(securityHeaders(sandbox)['Strict-Transport-Security']).toBeUndefined();
    const hosting = { apiOrigins: [], vendorOrigins: VENDORS, reportUri: 'https://csp.example/r', https: true };
    expect(directives(contentSecurityPolicy(hosting))).toMatchObject({ 'report-uri': ['https://csp.example/r'], 'report-to': ['csp'] });
    expect(securityHeaders(hosting)).toMatchObject({
      'Reporting-Endpoints': 'csp="https://csp.example/r"',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(headersFile(hosting)).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains\n');
  });

  it("lets the vendors' frames, and no one else, ask for the camera", () => {
    expect(securityHeaders({ apiOrigins: [], vendorOrigins: VENDORS })['Permissions-Policy']).toBe(
      'camera=(self "https://idv.vendor.test" "https://acs.vendor.test"), geolocation=(), microphone=(), payment=(self)',
    );
    expect(securityHeaders({ apiOrigins: [], vendorOrigins: [] })['Permissions-Policy']).toMatch(/^camera=\(self\), /);
  });
});
