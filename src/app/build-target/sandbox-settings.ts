import type { CaptchaSetting, CheckoutSetting, RequiredSetting, TEST_BACKEND_SETTINGS } from '../config.ts';

/**
 * The sandbox back office's addresses (same-origin, mounted by src/sandbox/vite-plugin.ts): the
 * defaults of `npm start` and of the sandbox builds, put into the page at build time. The build for
 * real hosting never sees them.
 */
export const SANDBOX_SETTINGS: Readonly<Record<RequiredSetting | CaptchaSetting | CheckoutSetting | SandboxChoice | (typeof TEST_BACKEND_SETTINGS)[number], string>> = {
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
  // Checkout.com Frames: the sandbox's imitation on the vendor origin, at the path Checkout serves
  // it from (https://cdn.checkout.com/js/framesv2.min.js), and the public key it takes
  // (src/sandbox/world/card-desk.ts: SANDBOX_CHECKOUT_PUBLIC_KEY).
  VITE_CHECKOUT_SCRIPT_URL: '/js/framesv2.min.js',
  VITE_CHECKOUT_PUBLIC_KEY: 'pk_sbox_sahan-sandbox-frames',
  // The browser tests meet all three identity providers: British customers upload by hand,
  // Canadian ones use the SDK, every other country the embedded frame (VITE_IDENTITY_PROVIDER).
  VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'GB:manual,CA:sdk',
  // The sandbox's recorder of error reports (src/sandbox/server/control-api.ts): src/shell reports there.
  VITE_ERROR_REPORTS_URL: '/sandbox/control/error-reports',
};

/** Optional choices the sandbox builds set unless given (an empty value given keeps them unset). */
export const SANDBOX_CHOICES = ['VITE_IDENTITY_PROVIDER_BY_COUNTRY', 'VITE_ERROR_REPORTS_URL'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];
