import type { FetchLike } from '@/shared/http/api-fetch';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend } from '../domain/session';
import type { CountryDetector } from '../application/ports';

/**
 * GET /user/detect-country (openapi/main-api.yaml detectCountry, sent without a token). The call's
 * code loads on first use (./http-country-detector.call.ts): nothing of it weighs on the first screen.
 */
export class HttpCountryDetector implements CountryDetector {
  constructor(private readonly fetch: FetchLike) {}

  async detect(backend: Backend, options?: CallOptions): Promise<{ countryCode: string; regionCode: string }> {
    const { detectCountry } = await import('./http-country-detector.call');
    return detectCountry(this.fetch, backend, options);
  }
}
