// Relative imports with their extension: the build configuration loads this file too.
import type { ServiceIdentifier } from 'inversify';
import { readVendorScript } from '../shared/vendor/vendor-script-settings.ts';

/**
 * The bot check (spec 01 section 7: Google reCAPTCHA v3, v2 as the challenge): the script's address
 * (resolved against the first vendor origin, so the sandbox builds name their vendor origin's
 * imitation with a path) and the two site keys. All three or none; the build for real hosting
 * requires them. The CSP's script and frame sources derive from the same address
 * (src/shared/vendor/captcha-sources.ts).
 */
export const CAPTCHA_SETTINGS = ['VITE_CAPTCHA_SCRIPT_URL', 'VITE_CAPTCHA_V3_SITE_KEY', 'VITE_CAPTCHA_V2_SITE_KEY'] as const;
export type CaptchaSetting = (typeof CAPTCHA_SETTINGS)[number];

/**
 * The bot check's settings and texts (src/session/adapters/recaptcha-captcha.ts): read when the
 * sign-in's HTTP modules load (src/session/oauth.http.modules.ts), the texts bound by
 * src/app/modes/platform.ts from the catalogues; apart from the adapter, so the first screen's
 * chunk does not carry it.
 */
export interface CaptchaSettings {
  /** The script's address (https://www.google.com/recaptcha/api.js; the sandbox's imitation on its vendor origin). */
  readonly scriptUrl: string;
  readonly v3SiteKey: string;
  readonly v2SiteKey: string;
}

/** VITE_CAPTCHA_*: all three or none (undefined: no bot check configured). */
export function readCaptchaSettings(env: Readonly<Record<string, string | boolean | undefined>>, vendorOrigin: string | undefined): CaptchaSettings | undefined {
  const read = readVendorScript(env, 'VITE_CAPTCHA_SCRIPT_URL', ['VITE_CAPTCHA_V3_SITE_KEY', 'VITE_CAPTCHA_V2_SITE_KEY'], vendorOrigin);
  return read && { scriptUrl: read.scriptUrl, v3SiteKey: read.keys.VITE_CAPTCHA_V3_SITE_KEY, v2SiteKey: read.keys.VITE_CAPTCHA_V2_SITE_KEY };
}

/** The v2 challenge's texts, in the customer's language (common:captcha.*). */
export interface CaptchaChallengeTexts {
  readonly heading: string;
  readonly text: string;
  readonly cancel: string;
}
export const CaptchaChallengeTextsToken = Symbol('CaptchaChallengeTexts') as ServiceIdentifier<() => CaptchaChallengeTexts>;

