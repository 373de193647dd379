import type { Client } from 'openapi-fetch';
import type { paths } from '@/generated/main-api';
import { anonymousOperations } from '@/generated/main-api.security';
import { noSessionError, type SessionCredentials } from '../kernel/access-token';
import { createApiClient } from './api-client';
import type { FetchLike } from './api-fetch';

import { MAIN_API_AUTH_HEADER } from './main-api-auth-header';

export { MAIN_API_AUTH_HEADER };

/**
 * Whether the contract (openapi/main-api.yaml) documents the call without authentication
 * (`security: []`): sign-in, registration and the verification calls (spec 01 section 7).
 */
export const isAnonymousCall = (schemaPath: string, method: string): boolean =>
  anonymousOperations.has(`${method.toUpperCase()} ${schemaPath}`);

/** The main API of one country's back end, with the session token on every call the contract secures. */
export function mainApiClient(baseUrl: string, fetch: FetchLike, token: () => string | undefined): Client<paths> {
  return createApiClient<paths>({
    baseUrl,
    fetch,
    auth: { header: MAIN_API_AUTH_HEADER, token },
    anonymousPaths: isAnonymousCall,
  });
}

/**
 * The signed-in customer's main API: their country's base address and their session token, read
 * on every call (the contract's security still decides which calls carry it). No base address, no
 * session: the adapters' 401 (noSessionError) before anything is called.
 */
export function signedInClient(credentials: SessionCredentials, fetch: FetchLike): Client<paths> {
  const baseUrl = credentials.baseUrl();
  if (!baseUrl) throw noSessionError();
  return mainApiClient(baseUrl, fetch, () => credentials.token());
}
