// Relative imports with their extension: the build configuration loads this file too. Apart from
// captcha-settings.ts, whose tokens the first screen binds: this reader is read when the adapter is bound.
import type { CaptchaSettings } from './captcha-settings.ts';
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

/** VITE_CAPTCHA_*: all three or none (undefined: no bot check configured). */
export function readCaptchaSettings(env: Readonly<Record<string, string | boolean | undefined>>, vendorOrigin: string | undefined): CaptchaSettings | undefined {
  const read = readVendorScript(env, 'VITE_CAPTCHA_SCRIPT_URL', ['VITE_CAPTCHA_V3_SITE_KEY', 'VITE_CAPTCHA_V2_SITE_KEY'], vendorOrigin);
  return read && { scriptUrl: read.scriptUrl, v3SiteKey: read.keys.VITE_CAPTCHA_V3_SITE_KEY, v2SiteKey: read.keys.VITE_CAPTCHA_V2_SITE_KEY };
}
