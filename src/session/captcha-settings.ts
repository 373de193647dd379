import type { ServiceIdentifier } from 'inversify';

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

/** The v2 challenge's texts, in the customer's language (common:captcha.*). */
export interface CaptchaChallengeTexts {
  readonly heading: string;
  readonly text: string;
  readonly cancel: string;
}
export const CaptchaChallengeTextsToken = Symbol('CaptchaChallengeTexts') as ServiceIdentifier<() => CaptchaChallengeTexts>;

