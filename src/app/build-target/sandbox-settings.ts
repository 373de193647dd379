import type { RequiredSetting, SUPPORT_SETTING, TEST_BACKEND_SETTINGS } from '../config.ts';
import type { CaptchaSetting } from '../../session/captcha-vendor-settings.ts';
import type { CheckoutSetting } from '../../paying/card-settings.ts';
import type { VantivSetting } from '../../paying/vantiv-settings.ts';
import type { FreshchatSetting } from '../../shell/shell-settings.ts';

/**
 * The sandbox back office's addresses (same-origin, mounted by src/sandbox/vite-plugin.ts): the
 * defaults of `npm start` and of the sandbox builds, put into the page at build time. The build for
 * real hosting never sees them.
 */
export const SANDBOX_SETTINGS: Readonly<Record<RequiredSetting | CaptchaSetting | CheckoutSetting | VantivSetting | typeof SUPPORT_SETTING | SandboxFreshchatSetting | SandboxChoice | (typeof TEST_BACKEND_SETTINGS)[number], string>> = {
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
  // The live chat: the sandbox's imitation of Freshchat's widget on the vendor origin, laid out as the
  // real one (its script at /js/widget.js, its frame at <host>/widget/<token>; addresses are paths the
  // portal resolves against its vendor origin); the US project's token names the US host there.
  // Given when no VITE_FRESHCHAT_* is given.
  VITE_FRESHCHAT_SCRIPT_URL: '/js/widget.js',
  VITE_FRESHCHAT_TOKEN: 'sandbox-web-chat',
  VITE_FRESHCHAT_HOST: '/',
  VITE_FRESHCHAT_US_TOKEN: 'sandbox-web-chat-us',
  // Customer Support per place (placeholders on the reserved .example domain: nothing answers
  // there); Sweden has a desk of its own, every other EEA country the EEA entity's.
  VITE_SUPPORT: [
    'GB https://support.sahan.example/gb support.gb@sahan.example',
    'EEA https://support.sahan.example/eu support.eu@sahan.example',
    'SE https://support.sahan.example/se kundtjanst@sahan.example',
    'CA https://support.sahan.example/ca support.ca@sahan.example',
    'US https://support.sahan.example/us support.us@sahan.example',
  ].join(', '),
  // Checkout.com Frames: the sandbox's imitation on the vendor origin, at the path Checkout serves
  // it from (https://cdn.checkout.com/js/framesv2.min.js), and the public key it takes
  // (src/sandbox/world/card-desk.ts: SANDBOX_CHECKOUT_PUBLIC_KEY).
  VITE_CHECKOUT_SCRIPT_URL: '/js/framesv2.min.js',
  VITE_CHECKOUT_PUBLIC_KEY: 'pk_sbox_sahan-sandbox-frames',
  // Worldpay (Vantiv) eProtect: the sandbox's imitation of its iframe client on the vendor origin, at
  // the path eProtect serves it from (https://request.eprotect.vantivcnp.com/eProtect/js/...), and
  // the paypage id it takes (src/sandbox/world/card-desk.ts: SANDBOX_VANTIV_PAYPAGE_ID).
  VITE_VANTIV_SCRIPT_URL: '/eProtect/js/eProtect-iframe-client3.min.js',
  VITE_VANTIV_PAYPAGE_ID: 'sbx-sahan-paypage-0001',
  // The browser tests meet all three identity providers: British customers upload by hand,
  // Canadian ones use the SDK, every other country the embedded frame (VITE_IDENTITY_PROVIDER).
  VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'GB:manual,CA:sdk',
  // Error reports: the sandbox's imitation of Sentry's ingestion on the vendor origin
  // (src/sandbox/vendor/sentry-ingest.ts), a DSN the portal completes with its vendor origin.
  VITE_SENTRY_DSN: 'sandboxpublickey@/4242',
};

/** Optional choices the sandbox builds set unless given (an empty value given keeps them unset). */
export const SANDBOX_CHOICES = ['VITE_IDENTITY_PROVIDER_BY_COUNTRY', 'VITE_SENTRY_DSN'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

/** The Freshchat settings the sandbox builds are given, all together, when none is given. */
export const SANDBOX_FRESHCHAT_SETTINGS = ['VITE_FRESHCHAT_SCRIPT_URL', 'VITE_FRESHCHAT_TOKEN', 'VITE_FRESHCHAT_HOST', 'VITE_FRESHCHAT_US_TOKEN'] as const satisfies readonly FreshchatSetting[];
type SandboxFreshchatSetting = (typeof SANDBOX_FRESHCHAT_SETTINGS)[number];
