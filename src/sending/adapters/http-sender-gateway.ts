import { callApi } from '@/shared/http/api-client';
import { LocatorClient, usStatesOf, usStatesSchema } from '@/shared/http/locator-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Sender, SenderChanges, UsState } from '../domain/sender';
import type { SenderGateway } from '../application/sender-gateway';
import { remitterUpdateBody, senderFrom, senderUserSchema } from './sender-mappers';

/**
 * Step 2's calls over HTTP: user/get and remitter update on the main API of the customer's country
 * (openapi/main-api.yaml), with the session's token; the US states from the service locator
 * (openapi/service-locator.yaml, no token). A fresh read every time: the step shows what the back
 * office holds now, never an answer shared by an earlier read.
 */
export class HttpSenderGateway implements SenderGateway {
  private readonly locator;

  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
    locatorUrl: string,
  ) {
    this.locator = new LocatorClient(locatorUrl, fetch);
  }

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async current(): Promise<Sender> {
    const client = this.client();
    const data = await callApi(() => client.POST('/user/get', { params: { header: requestIdHeader() }, body: {} }), senderUserSchema, this.sink);
    return senderFrom(data);
  }

  async update(changes: SenderChanges): Promise<Sender> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/remitter/update', { params: { header: requestIdHeader() }, body: remitterUpdateBody(changes) }),
      senderUserSchema,
      this.sink,
    );
    return senderFrom(data);
  }

  async usStates(): Promise<UsState[]> {
    return usStatesOf(await this.locator.countries(usStatesSchema));
  }
}
