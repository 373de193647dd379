import { callApi } from '@/shared/http/api-client';
import { AppError } from '@/shared/kernel/app-error';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { SharedReads, customerReadKey } from '@/shared/http/shared-reads';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, Credentials, SignedInCustomer } from '../domain/session';
import type { AuthGateway, PinLoginProgress, PinLoginRequest, PinOrder, PinOrderRequest } from '../application/ports';
import { loginResultSchema, pinLoginSchema, pinOrderSchema, toSignedInCustomer, userDataSchema } from './http-session-mappers';

/** user/login and user/get on the customer's country back end (openapi/main-api.yaml). */
export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
    /** Where the customer's answer is offered to identity verification's profile (src/shared/http/shared-reads.ts). */
    private readonly reads: SharedReads = new SharedReads(),
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
      async () => {
        const result = await this.client(backend, token).POST('/user/get', { params: { header: requestIdHeader() }, body: {}, signal: options.signal });
        if (result.response.ok) this.reads.offer(customerReadKey(backend.baseUrl, token), result.data);
        return result;
      },
      userDataSchema,
      this.sink,
    );
    return toSignedInCustomer(data);
  }

  async startBankIdLogin(backend: Backend, request: PinOrderRequest, options: CallOptions = {}): Promise<PinOrder> {
    const body = { country: request.country, personalIdentityNumber: request.personalIdentityNumber };
    const data = await callApi(
      () => this.client(backend).POST('/api/bank-id/login', { params: { header: requestIdHeader() }, body, signal: options.signal }),
      pinOrderSchema,
      this.sink,
    );
    return { url: data.url, orderRef: data.order_ref };
  }

  async loginWithPersonalIdentityNumber(backend: Backend, request: PinLoginRequest, options: CallOptions = {}): Promise<PinLoginProgress> {
    const body = { personalIdentityNumber: request.personalIdentityNumber, orderRef: request.orderRef, country: request.country };
    const data = await callApi(
      () =>
        this.client(backend).POST('/user/login-with-personal-identity-number', { params: { header: requestIdHeader() }, body, signal: options.signal }),
      pinLoginSchema,
      this.sink,
    );
    if (data.token) return { status: 'complete', token: data.token };
    if (data.status === 'pending') return { status: 'pending' };
    throw new AppError('MalformedResponse', 'Unexpected response: neither a token nor pending');
  }
}
