import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { addCardAtDesk, cardEnrollmentAtDesk, cardPaymentProviderOf, clientTokenAtDesk, deleteCardAtDesk, listCardsAtDesk, vantivAuthorizationAtDesk } from '@/sandbox/world/card-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { SavedCard } from '../domain/card';
import type { CardAdded, CardEnrollmentOutcome, CardFormSession, CardGateway, EnrollmentReturn, VantivAuthorization } from '../application/card-gateway';
import {
  addCardBody, cardAddedFrom, cardAddedSchema, cardDeletedSchema, cardEnrollmentFrom, cardEnrollmentSchema, cardListSchema, cardProviderSchema, cardsFrom, clientTokenSchema,
  deleteCardBody, formSessionFrom, vantivAuthorizationBody, vantivAuthorizationFrom, vantivAuthorizationSchema,
} from './card-mappers';
import type { CardProviderName } from '../application/card-form';

/** The vendor origin of the memory back office's 3-D Secure pages when no vendor origin is configured. */
export const MEMORY_CARD_VENDOR_ORIGIN = 'http://vendor.memory';

/**
 * The saved cards' calls against the sandbox world's card desk (the one the sandbox's routes and
 * the vendor's hosted form ask), with the HTTP adapter's bodies, schemas and mappers: both modes
 * give the same values and typed errors.
 */
export class InMemoryCardGateway implements CardGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
    /** Where the sandbox's vendor pages are (Checkout's 3-D Secure page of a card add). */
    private readonly vendorOrigin: string = MEMORY_CARD_VENDOR_ORIGIN,
  ) {}

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  async list(): Promise<SavedCard[]> {
    return cardsFrom(cardListSchema.parse(fromDesk(listCardsAtDesk(this.world, this.customer()), this.sink)));
  }

  async add(singleUseToken: string, returnTo?: EnrollmentReturn): Promise<CardAdded> {
    return cardAddedFrom(cardAddedSchema.parse(fromDesk(addCardAtDesk(this.world, this.customer(), addCardBody(singleUseToken, returnTo), this.vendorOrigin), this.sink)));
  }

  async enrollmentOutcome(sessionId: string): Promise<CardEnrollmentOutcome> {
    return cardEnrollmentFrom(cardEnrollmentSchema.parse(fromDesk(cardEnrollmentAtDesk(this.world, this.customer(), sessionId), this.sink)));
  }

  async remove(cardId: number): Promise<void> {
    cardDeletedSchema.parse(fromDesk(deleteCardAtDesk(this.world, this.customer(), deleteCardBody(cardId)), this.sink));
  }

  async formSession(): Promise<CardFormSession> {
    return formSessionFrom(clientTokenSchema.parse(fromDesk(clientTokenAtDesk(this.world, this.customer()), this.sink)));
  }

  async cardProvider(): Promise<CardProviderName> {
    return cardProviderSchema.parse({ card_payment_provider: cardPaymentProviderOf(this.customer()) }).card_payment_provider;
  }

  async authorizeVantiv(paymentPageRegistrationId: string, transactionReference: string): Promise<VantivAuthorization> {
    const body = vantivAuthorizationBody(paymentPageRegistrationId, transactionReference);
    return vantivAuthorizationFrom(vantivAuthorizationSchema.parse(fromDesk(vantivAuthorizationAtDesk(this.world, this.customer(), body), this.sink)));
  }
}
