import { callApi } from '@/shared/http/api-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { SavedCard } from '../domain/card';
import type { CardAdded, CardEnrollmentOutcome, CardFormSession, CardGateway, EnrollmentReturn, VantivAuthorization } from '../application/card-gateway';
import {
  addCardBody, cardAddedFrom, cardAddedSchema, cardDeletedSchema, cardEnrollmentFrom, cardEnrollmentSchema, cardListSchema, cardProviderSchema, cardsFrom, clientTokenSchema,
  deleteCardBody, formSessionFrom, vantivAuthorizationBody, vantivAuthorizationFrom, vantivAuthorizationSchema,
} from './card-mappers';
import type { CardProviderName } from '../application/card-form';

/** The saved cards' calls of the main API (openapi/main-api.yaml): card list, add, delete, the card form's client token, Vantiv's authorization. */
export class HttpCardGateway implements CardGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async list(): Promise<SavedCard[]> {
    const client = this.client();
    const data = await callApi(() => client.POST('/remit/card/list', { params: { header: requestIdHeader() }, body: {} }), cardListSchema, this.sink);
    return cardsFrom(data);
  }

  async add(singleUseToken: string, returnTo?: EnrollmentReturn): Promise<CardAdded> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/card/add', { params: { header: requestIdHeader() }, body: addCardBody(singleUseToken, returnTo) }),
      cardAddedSchema,
      this.sink,
    );
    return cardAddedFrom(data);
  }

  async enrollmentOutcome(sessionId: string): Promise<CardEnrollmentOutcome> {
    const client = this.client();
    const data = await callApi(
      () => client.GET('/remit/card/enrollment/{session_id}', { params: { header: requestIdHeader(), path: { session_id: sessionId } } }),
      cardEnrollmentSchema,
      this.sink,
    );
    return cardEnrollmentFrom(data);
  }

  async remove(cardId: number): Promise<void> {
    const client = this.client();
    await callApi(() => client.POST('/remit/card/delete', { params: { header: requestIdHeader() }, body: deleteCardBody(cardId) }), cardDeletedSchema, this.sink);
  }

  async formSession(): Promise<CardFormSession> {
    const client = this.client();
    const data = await callApi(() => client.POST('/api/fiserv/client-token', { params: { header: requestIdHeader() }, body: {} }), clientTokenSchema, this.sink);
    return formSessionFrom(data);
  }

  async cardProvider(): Promise<CardProviderName> {
    const client = this.client();
    const data = await callApi(() => client.GET('/remit/options/card-payment-provider', { params: { header: requestIdHeader() } }), cardProviderSchema, this.sink);
    return data.card_payment_provider;
  }

  async authorizeVantiv(paymentPageRegistrationId: string, transactionReference: string): Promise<VantivAuthorization> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/api/vantiv-transaction/authorization', { params: { header: requestIdHeader() }, body: vantivAuthorizationBody(paymentPageRegistrationId, transactionReference) }),
      vantivAuthorizationSchema,
      this.sink,
    );
    return vantivAuthorizationFrom(data);
  }
}
