import { z } from '@/shared/validation/zod';
import { callApi } from '@/shared/http/api-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend } from '../domain/session';

const detectedSchema = z.object({ country_code: z.string().check(z.regex(/^[A-Z]{2}$/)), region_code: z.string() });

/** The detect-country call of HttpCountryDetector, in its own chunk. */
export async function detectCountry(fetch: FetchLike, backend: Backend, options: CallOptions = {}): Promise<{ countryCode: string; regionCode: string }> {
  const data = await callApi(
    () => mainApiClient(backend.baseUrl, fetch, () => undefined).GET('/user/detect-country', { params: { header: requestIdHeader() }, signal: options.signal }),
    detectedSchema,
  );
  return { countryCode: data.country_code, regionCode: data.region_code };
}
