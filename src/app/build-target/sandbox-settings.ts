import type { CaptchaSetting, RequiredSetting, TEST_BACKEND_SETTINGS } from '../config.ts';

/**
 * The sandbox back office's addresses (same-origin, mounted by src/sandbox/vite-plugin.ts): the
 * defaults of `npm start` and of the sandbox builds, put into the page at build time. The build for
 * real hosting never sees them.
 */
export const SANDBOX_SETTINGS: Readonly<Record<RequiredSetting | CaptchaSetting | SandboxChoice | (typeof TEST_BACKEND_SETTINGS)[number], string>> = {
  VITE_LOCATOR_URL: '/sandbox/locator',
  VITE_OAUTH_URL: '/sandbox/oauth',
  VITE_KYC_URL: '/sandbox/kyc',
  VITE_KYC_US_URL: '/sandbox/kyc-us',
  // The sandbox's test back end: the fallback for a country the locator does not know (on here only).
  VITE_TEST_API_URL: '/sandbox/api/remit-test',
  VITE_TEST_PROJECT: 'remit-test',
  // The bot check: the sandbox's imitation of reCAPTCHA's script on the vendor origin (a path: the
  // portal resolves it against its vendor origin) and the sandbox's site keys
  // (src/sandbox/world/captcha-desk.ts: SANDBOX_CAPTCHA_SITE_KEYS).
  VITE_CAPTCHA_SCRIPT_URL: '/recaptcha/api.js',
  VITE_CAPTCHA_V3_SITE_KEY: 'sandbox-recaptcha-v3-site-key',
  VITE_CAPTCHA_V2_SITE_KEY: 'sandbox-recaptcha-v2-site-key',
  // The browser tests meet all three identity providers: British customers upload by hand,
  // Canadian ones use the SDK, every other country the embedded frame (VITE_IDENTITY_PROVIDER).
  VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'GB:manual,CA:sdk',
  // (Sentry's DSN is not set here: unset in a sandbox build, src/shell/shell-settings.ts makes it
  // point at the sandbox's imitation of Sentry's ingestion on the vendor origin, whose port it knows
  // only in the page: sandboxSentryDsn.)
};

/** Optional choices the sandbox builds set unless given (an empty value given keeps them unset). */
export const SANDBOX_CHOICES = ['VITE_IDENTITY_PROVIDER_BY_COUNTRY'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];
