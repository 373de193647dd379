import type { paths } from '@/generated/main-api';
import type { FetchLike } from '@/shared/http/api-fetch';
import { errorFromResponse } from '@/shared/http/error-envelope';
import { MAIN_API_AUTH_HEADER } from '@/shared/http/main-api-auth-header';
import { REQUEST_ID_HEADER, newRequestId } from '@/shared/http/request-id';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend } from '../domain/session';
import type { SessionTerminator } from '../application/ports';

const LOGOUT: keyof paths = '/user/logout';

/**
 * POST /user/logout (openapi/main-api.yaml logoutUser) with the token to end. Plain fetch rather
 * than the generated client: the request must be on its way in the same turn as the sign-out,
 * before the page loads afresh (keepalive carries it past that), and nothing of the answer is read
 * but its status (tests/contract holds the sandbox's answer to the contract).
 */
export class HttpSessionTerminator implements SessionTerminator {
  constructor(private readonly fetch: FetchLike) {}

  async logout(backend: Backend, token: string, options: CallOptions = {}): Promise<void> {
    const request = new Request(`${backend.baseUrl.replace(/\/+$/, '')}${LOGOUT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [MAIN_API_AUTH_HEADER]: token, [REQUEST_ID_HEADER]: newRequestId() },
      body: '{}',
      keepalive: true,
      signal: options.signal,
    });
    const response = await this.fetch(request);
    if (!response.ok) throw errorFromResponse(response, await response.json().catch(() => undefined));
  }
}
