import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { REQUIRED_SETTINGS } from '../config';
import { ADAPTER_MODE_MODULE, buildTargetPlugin, HOSTING_MODE } from './build-target-plugin';
import { HOSTING_ENV } from '../../../tests/support/hosting-env';
import { SANDBOX_SETTINGS } from './sandbox-settings';


/** What the plugin adds to Vite's config, and the source of `virtual:adapter-mode`. */
function inspect(plugin: Plugin) {
  const call = (hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => unknown)(...args);
  const config = call(plugin.config, {}, { command: 'build', mode: 'x' }) as { define: Record<string, string> };
  const id = call(plugin.resolveId, ADAPTER_MODE_MODULE, undefined, {}) as string;
  return { define: config.define, source: call(plugin.load, id) as string, other: call(plugin.resolveId, './elsewhere', undefined, {}) };
}

describe('the build target', () => {
  it('gives a sandbox build the sandbox addresses it was not given, and the HTTP adapters', () => {
    const { define, source, other } = inspect(buildTargetPlugin('production', { VITE_OAUTH_URL: 'https://oauth.example' }));
    expect(define).toEqual({
      'import.meta.env.VITE_LOCATOR_URL': '"/sandbox/locator"',
      'import.meta.env.VITE_KYC_URL': '"/sandbox/kyc"',
      'import.meta.env.VITE_KYC_US_URL': '"/sandbox/kyc-us"',
      'import.meta.env.VITE_SUPPORT': JSON.stringify(SANDBOX_SETTINGS.VITE_SUPPORT),
      'import.meta.env.VITE_CAPTCHA_SCRIPT_URL': '"/recaptcha/api.js"',
      'import.meta.env.VITE_CAPTCHA_V3_SITE_KEY': '"sandbox-recaptcha-v3-site-key"',
      'import.meta.env.VITE_CAPTCHA_V2_SITE_KEY': '"sandbox-recaptcha-v2-site-key"',
      'import.meta.env.VITE_CHECKOUT_SCRIPT_URL': '"/js/framesv2.min.js"',
      'import.meta.env.VITE_CHECKOUT_PUBLIC_KEY': '"pk_sbox_sahan-sandbox-frames"',
      'import.meta.env.VITE_VANTIV_SCRIPT_URL': '"/eProtect/js/eProtect-iframe-client3.min.js"',
      'import.meta.env.VITE_VANTIV_PAYPAGE_ID': '"sbx-sahan-paypage-0001"',
      'import.meta.env.VITE_TEST_API_URL': '"/sandbox/api/remit-test"',
      'import.meta.env.VITE_TEST_PROJECT': '"remit-test"',
      'import.meta.env.VITE_IDENTITY_PROVIDER_BY_COUNTRY': '"GB:manual,CA:sdk"',
      'import.meta.env.VITE_SENTRY_DSN': '"sandboxpublickey@/4242"',
      'import.meta.env.VITE_FRESHCHAT_SCRIPT_URL': '"/js/widget.js"',
      'import.meta.env.VITE_FRESHCHAT_TOKEN': '"sandbox-web-chat"',
      'import.meta.env.VITE_FRESHCHAT_HOST': '"/"',
      'import.meta.env.VITE_FRESHCHAT_US_TOKEN': '"sandbox-web-chat-us"',
    });
    expect(source).toMatch(/modes\/http-mode\.ts/);
    expect(source).not.toMatch(/memory/);
    expect(other).toBeUndefined();
  });

  it('gives a sandbox build none of the imitated live chat’s settings once it names one of its own', () => {
    const { define } = inspect(buildTargetPlugin('production', { VITE_FRESHCHAT_TOKEN: 'own-token' }));
    expect(Object.keys(define).filter((name) => name.includes('FRESHCHAT'))).toEqual([]);
  });

  it('lets a sandbox build choose the identity provider per country, or none (an empty value)', () => {
    expect(inspect(buildTargetPlugin('production', { VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'SE:sdk' })).define).not.toHaveProperty('import.meta.env.VITE_IDENTITY_PROVIDER_BY_COUNTRY');
    expect(inspect(buildTargetPlugin('production', { VITE_IDENTITY_PROVIDER_BY_COUNTRY: '' })).define).not.toHaveProperty('import.meta.env.VITE_IDENTITY_PROVIDER_BY_COUNTRY');
  });

  it.each([{ VITE_MOCK: 'true' }, { VITE_ADAPTERS: 'memory' }])('bundles only the in-memory fakes in a mock-mode build (%o)', (env) => {
    const { source } = inspect(buildTargetPlugin('development', env));
    expect(source).toMatch(/modes\/memory-mode\.ts/);
    expect(source).not.toMatch(/http-mode/);
  });

  it('leaves an unknown choice to the page, which stops on its boot-failure page', () => {
    expect(inspect(buildTargetPlugin('development', { VITE_ADAPTERS: 'ftp' })).source).toMatch(/http-mode/);
  });

  it('adds nothing of the sandbox to the build for real hosting', () => {
    const { define, source } = inspect(buildTargetPlugin(HOSTING_MODE, HOSTING_ENV));
    expect(define).toEqual({});
    expect(source).toMatch(/http-mode/);
  });

  it.each(REQUIRED_SETTINGS)('stops the build for real hosting when %s is missing', (name) => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, [name]: undefined })).toThrow(`Environment variable not found: ${name}`);
  });

  it.each(['VITE_CAPTCHA_SCRIPT_URL', 'VITE_CAPTCHA_V3_SITE_KEY', 'VITE_CAPTCHA_V2_SITE_KEY', 'VITE_FRESHCHAT_SCRIPT_URL', 'VITE_FRESHCHAT_TOKEN', 'VITE_FRESHCHAT_HOST'])('stops the build for real hosting when a vendor misses %s', (name) => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, [name]: undefined })).toThrow(`Environment variable not found: ${name}`);
  });

  it('gives a sandbox build its own Customer Support list when given one, else the sandbox’s', () => {
    expect(inspect(buildTargetPlugin('production', { VITE_SUPPORT: HOSTING_ENV.VITE_SUPPORT })).define).not.toHaveProperty('import.meta.env.VITE_SUPPORT');
    expect(SANDBOX_SETTINGS.VITE_SUPPORT).toContain('GB https://support.sahan.example/gb support.gb@sahan.example');
  });

  it('stops the build for real hosting when Customer Support is not configured, or misses a place', () => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, VITE_SUPPORT: undefined })).toThrow('Environment variable not found: VITE_SUPPORT');
    const withoutUs = HOSTING_ENV.VITE_SUPPORT.replace(/, US \S+ \S+$/, '');
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, VITE_SUPPORT: withoutUs })).toThrow('VITE_SUPPORT names no support for US');
  });

  it('stops the build for real hosting on a Customer Support page that is not https', () => {
    const value = HOSTING_ENV.VITE_SUPPORT.replace('https://help.example/ca', 'http://help.example/ca');
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, VITE_SUPPORT: value })).toThrow('takes https addresses only: VITE_SUPPORT CA http://help.example/ca');
  });

  it.each(['VITE_VANTIV_SCRIPT_URL', 'VITE_VANTIV_PAYPAGE_ID'])('stops the build for real hosting when Worldpay eProtect misses %s', (name) => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, [name]: undefined })).toThrow(`Environment variable not found: ${name}`);
  });

  it.each(['VITE_CHECKOUT_SCRIPT_URL', 'VITE_CHECKOUT_PUBLIC_KEY'])('stops the build for real hosting when Checkout.com Frames misses %s', (name) => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, [name]: undefined })).toThrow(`Environment variable not found: ${name}`);
  });

  it('stops the build for real hosting when it names no vendor origins', () => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, VITE_VENDOR_ORIGINS: undefined })).toThrow(
      'Environment variable not found: VITE_VENDOR_ORIGINS',
    );
  });

  it.each([
    ['VITE_OAUTH_URL', 'http://oauth.example'],
    ['VITE_VENDOR_ORIGINS', 'https://idv.example,http://acs.example'],
    ['PORTAL_API_ORIGINS', 'http://api.example'],
    ['VITE_FRESHCHAT_SCRIPT_URL', 'http://wchat.freshchat.example/js/widget.js'],
    ['VITE_FRESHCHAT_HOST', 'http://wchat.freshchat.example'],
    ['PORTAL_CSP_REPORT_URL', 'http://csp.example/r'],
    ['VITE_CAPTCHA_SCRIPT_URL', 'http://www.google.com/recaptcha/api.js'],
    ['VITE_SENTRY_DSN', 'http://0123abcd@o42.ingest.sentry.example/4505'],
    ['VITE_CHECKOUT_SCRIPT_URL', 'http://cdn.checkout.com/js/framesv2.min.js'],
    ['VITE_VANTIV_SCRIPT_URL', 'http://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js'],
  ])('stops the build for real hosting on an address that is not https (%s)', (name, value) => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, [name]: value })).toThrow(`takes https addresses only: ${name}=`);
  });

  it('stops the build for real hosting when it names no address for CSP reports', () => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, PORTAL_CSP_REPORT_URL: undefined })).toThrow('PORTAL_CSP_REPORT_URL');
  });

  it('stops the build for real hosting when it names no Sentry DSN (the page’s errors must be seen)', () => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, VITE_SENTRY_DSN: undefined })).toThrow('Environment variable not found: VITE_SENTRY_DSN');
  });

  it('stops the build for real hosting on an unknown choice', () => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, VITE_REGION: 'MARS' })).toThrow('Unknown value for VITE_REGION: MARS');
  });

  it.each([{ VITE_MOCK: 'true' }, { VITE_ADAPTERS: 'memory' }])('refuses the in-memory fakes for real hosting (%o)', (env) => {
    expect(() => buildTargetPlugin(HOSTING_MODE, { ...HOSTING_ENV, ...env })).toThrow('The build for real hosting has no in-memory fakes');
  });
});
