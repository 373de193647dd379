/**
 * What the portal's CSP lets the bot check load, derived from its script's address
 * (VITE_CAPTCHA_SCRIPT_URL): the script's folder for scripts and frames, as narrow as a path
 * allows. For Google's hosts, reCAPTCHA's documented companions too: its script loads its code
 * from www.gstatic.com/recaptcha/ and frames www.google.com/recaptcha/ or
 * recaptcha.google.com/recaptcha/ ("script-src https://www.google.com/recaptcha/
 * https://www.gstatic.com/recaptcha/; frame-src https://www.google.com/recaptcha/
 * https://recaptcha.google.com/recaptcha/": https://developers.google.com/recaptcha/docs/faq,
 * as quoted at https://docs.airlock.com/iam/latest/plugins/com.airlock.iam.flow.shared.application.configuration.captcha.ReCaptchaConfig.html).
 * The sandbox's imitation lives on its vendor origin under /recaptcha/.
 * The connections are the script's own (the sandbox's imitation asks its origin for a response).
 * Read by vite.config.ts (relative imports, with extensions) and by the tests.
 */
import { NO_VENDOR_SOURCES, type VendorSources } from './vendor-sources.ts';

/** The Trusted Types policy the portal loads the bot-check script with (src/session/adapters/recaptcha-captcha.ts). */
export const CAPTCHA_SCRIPT_POLICY = 'captcha-script';

const GOOGLE_HOSTS = ['www.google.com', 'www.recaptcha.net'];

export function captchaSources(scriptUrl: string | undefined): VendorSources {
  if (!scriptUrl) return NO_VENDOR_SOURCES;
  const url = new URL(scriptUrl);
  const folder = `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  if (GOOGLE_HOSTS.includes(url.hostname)) {
    const scripts = [folder, 'https://www.gstatic.com/recaptcha/'];
    return { ...NO_VENDOR_SOURCES, scripts, frames: [folder, 'https://recaptcha.google.com/recaptcha/'], trustedTypesPolicies: [CAPTCHA_SCRIPT_POLICY] };
  }
  return { ...NO_VENDOR_SOURCES, scripts: [folder], frames: [folder], connections: [folder], trustedTypesPolicies: [CAPTCHA_SCRIPT_POLICY] };
}
