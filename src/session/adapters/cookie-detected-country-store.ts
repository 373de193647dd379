import type { CookieDocument } from '@/shared/kernel/cookie-document';
import { CookieJar, type CookieAttributes } from '@/shared/kernel/cookie-jar';
import type { DetectedCountryStore } from '../application/ports';

export const DETECTED_COUNTRY_COOKIE = 'detected-country';

/** Spec 01 section 9: the detected-country cookie lives 365 days, Secure, SameSite Lax. */
export const DETECTED_COUNTRY_COOKIE_ATTRIBUTES: CookieAttributes = {
  maxAgeSeconds: 365 * 24 * 60 * 60,
  secure: true,
  sameSite: 'Lax',
  path: '/',
};

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The detected country in its cookie; anything but a two-letter code is ignored. */
export class CookieDetectedCountryStore implements DetectedCountryStore {
  private readonly cookies: CookieJar;

  constructor(doc: CookieDocument) {
    this.cookies = new CookieJar(doc);
  }

  read(): string | undefined {
    const value = this.cookies.get(DETECTED_COUNTRY_COOKIE);
    return value && COUNTRY_CODE.test(value) ? value : undefined;
  }

  write(countryCode: string): void {
    if (!COUNTRY_CODE.test(countryCode)) return;
    this.cookies.set(DETECTED_COUNTRY_COOKIE, countryCode, DETECTED_COUNTRY_COOKIE_ATTRIBUTES);
  }
}
