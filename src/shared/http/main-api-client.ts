import type { Client } from 'openapi-fetch';
import type { paths } from '@/generated/main-api';
import { createApiClient } from './api-client';
import type { FetchLike } from './api-fetch';

export const MAIN_API_AUTH_HEADER = 'X-Auth-Token';

/** Spec 01 section 7: verification calls drop the token header (they carry it in the body if at all). */
export const isVerificationCall = (schemaPath: string): boolean => schemaPath.startsWith('/verification/');

/** The main API of one country's back end, with the session token on every call but verification. */
export function mainApiClient(baseUrl: string, fetch: FetchLike, token: () => string | undefined): Client<paths> {
  return createApiClient<paths>({
    baseUrl,
    fetch,
    auth: { header: MAIN_API_AUTH_HEADER, token },
    anonymousPaths: isVerificationCall,
  });
}
