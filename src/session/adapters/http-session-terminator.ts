import { callApi } from '@/shared/http/api-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend } from '../domain/session';
import type { SessionTerminator } from '../application/ports';
import { logoutSchema } from './http-session-mappers';

/** POST /user/logout (openapi/main-api.yaml logoutUser) with the token to end. */
export class HttpSessionTerminator implements SessionTerminator {
  constructor(private readonly fetch: FetchLike) {}

  async logout(backend: Backend, token: string, options: CallOptions = {}): Promise<void> {
    // keepalive: the page may load afresh (the sign-out's reload) while the call is under way.
    await callApi(
      () => mainApiClient(backend.baseUrl, this.fetch, () => token).POST('/user/logout', { params: { header: requestIdHeader() }, body: {}, signal: options.signal, keepalive: true }),
      logoutSchema,
    );
  }
}
