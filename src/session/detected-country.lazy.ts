import type { CookieDocument } from '@/shared/kernel/cookie-document';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import type { Logger } from '@/shared/kernel/logger';
import type { Backend } from './domain/session';
import type { CountryDetector } from './application/ports';
import { DetectedCountry } from './application/detected-country';
import { CookieDetectedCountryStore } from './adapters/cookie-detected-country-store';

/** Loaded on the first question about the detected country (session.modules.ts), not with the first screen. */
export function buildDetectedCountry(detector: CountryDetector, backend: Backend, cookies: CookieDocument | undefined, logger: Logger): DetectedCountry {
  return new DetectedCountry(detector, backend, new CookieDetectedCountryStore(cookies ?? new MemoryCookieDocument()), logger);
}
