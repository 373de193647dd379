import { callApi } from '@/shared/http/api-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, Credentials, SignedInCustomer } from '../domain/session';
import type { AuthGateway } from '../application/ports';
import { loginResultSchema, toSignedInCustomer, userDataSchema } from './http-session-mappers';

/** user/login and user/get on the customer's country back end (openapi/main-api.yaml). */
export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client(backend: Backend, token?: string) {
    return mainApiClient(backend.baseUrl, this.fetch, () => token);
  }

  async login(backend: Backend, credentials: Credentials, options: CallOptions = {}): Promise<{ token: string }> {
    const body = { email: credentials.email, password: credentials.password, country: credentials.country };
    return callApi(
      () => this.client(backend).POST('/user/login', { params: { header: requestIdHeader() }, body, signal: options.signal }),
      loginResultSchema,
      this.sink,
    );
  }

  async currentCustomer(backend: Backend, token: string, options: CallOptions = {}): Promise<SignedInCustomer> {
    const data = await callApi(
      () => this.client(backend, token).POST('/user/get', { params: { header: requestIdHeader() }, body: {}, signal: options.signal }),
      userDataSchema,
      this.sink,
    );
    return toSignedInCustomer(data);
  }
}
