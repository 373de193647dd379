import type { SandboxWorld } from './world';
import { oauthStateOf } from './oauth-state.ts';

/**
 * The sandbox's bot-check vendor (an imitation of Google reCAPTCHA): its widget on the vendor
 * origin (src/sandbox/vendor/assets/recaptcha-api.js) asks this desk for a response, and the OAuth
 * API's /oauth/gcaptcha/v3 and /oauth/gcaptcha/v2 verify it here, as a back office asks the
 * vendor's verification service. A response names its version, site key and action and carries a
 * mark made with this world's secret: a response the desk did not issue (forged), one used before
 * (reused), one older than two minutes (reCAPTCHA's tokens expire after two minutes), one of
 * another site key or action is refused.
 */

/** The sandbox's site keys (the sandbox builds' VITE_CAPTCHA_V3_SITE_KEY and VITE_CAPTCHA_V2_SITE_KEY). */
export const SANDBOX_CAPTCHA_SITE_KEYS = { v3: 'sandbox-recaptcha-v3-site-key', v2: 'sandbox-recaptcha-v2-site-key' } as const;
/** The one action the portal runs v3 with (spec 01 section 7). */
export const CAPTCHA_V3_ACTION = 'gcaptcha_v3';
/** reCAPTCHA's tokens expire after two minutes (https://developers.google.com/recaptcha/docs/v3). */
export const CAPTCHA_RESPONSE_LIFETIME_MS = 120_000;

export type CaptchaVersion = 'v2' | 'v3';
export type CaptchaVerdict = 'ok' | 'forged' | 'reused' | 'expired' | 'wrong-site-key' | 'wrong-action';

interface Issued {
  readonly version: CaptchaVersion;
  readonly siteKey: string;
  readonly action: string;
  readonly issuedAt: number;
}

class CaptchaDesk {
  /** This world's secret (a vendor's signing key): a page cannot make a response the desk accepts. */
  readonly secret = Array.from({ length: 4 }, () => Math.random().toString(36).slice(2)).join('');
  readonly issued = new Map<string, Issued>();
  counter = 0;
}

const desks = new WeakMap<SandboxWorld, CaptchaDesk>();
const deskOf = (world: SandboxWorld): CaptchaDesk => {
  let desk = desks.get(world);
  if (!desk) {
    desk = new CaptchaDesk();
    desks.set(world, desk);
  }
  return desk;
};

/** FNV-1a over the secret and the response's fields: a sandbox's mark, not cryptography. */
function mark(secret: string, payload: string): string {
  let hash = 0x811c9dc5;
  for (const ch of `${secret}|${payload}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const encode = (value: string) => encodeURIComponent(value).replace(/\./g, '%2E');

/**
 * A widget's response for a site key (v2: the checkbox was ticked; v3: execute ran with `action`),
 * or undefined for a key that is not the sandbox's key of that version (the vendor refuses it).
 */
export function issueCaptchaResponseAtDesk(world: SandboxWorld, version: CaptchaVersion, siteKey: string, action = ''): string | undefined {
  if (siteKey !== SANDBOX_CAPTCHA_SITE_KEYS[version]) return undefined;
  const desk = deskOf(world);
  desk.counter += 1;
  const payload = [version, encode(siteKey), encode(action), desk.counter.toString(36)].join('.');
  const response = `${payload}.${mark(desk.secret, payload)}`;
  desk.issued.set(response, { version, siteKey, action, issuedAt: oauthStateOf(world).now() });
  return response;
}

/** Verifies a response once: the back office's call to the vendor (`action` for v3). */
export function verifyCaptchaResponseAtDesk(world: SandboxWorld, version: CaptchaVersion, response: string, action?: string): CaptchaVerdict {
  const desk = deskOf(world);
  const cut = response.lastIndexOf('.');
  const payload = response.slice(0, cut);
  if (cut < 0 || mark(desk.secret, payload) !== response.slice(cut + 1)) return 'forged';
  const issued = desk.issued.get(response);
  if (!issued) return 'reused';
  desk.issued.delete(response);
  if (issued.version !== version || issued.siteKey !== SANDBOX_CAPTCHA_SITE_KEYS[version]) return 'wrong-site-key';
  if (oauthStateOf(world).now() - issued.issuedAt > CAPTCHA_RESPONSE_LIFETIME_MS) return 'expired';
  if (version === 'v3' && (issued.action !== CAPTCHA_V3_ACTION || (action !== undefined && action !== issued.action))) return 'wrong-action';
  return 'ok';
}
