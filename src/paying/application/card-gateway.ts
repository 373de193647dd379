import type { ServiceIdentifier } from 'inversify';
import type { SavedCard } from '../domain/card';
import type { CardPaymentCode } from '../domain/card-payment';
import type { CardProviderName } from './card-form';

/**
 * Where Checkout.com sends the customer back after the 3-D Secure of a card add (card add's
 * success_url and failure_url; Checkout adds `cko-session-id`).
 */
export interface EnrollmentReturn {
  readonly successUrl: string;
  readonly failureUrl: string;
}

/**
 * What card add did: the card is saved; or its issuer asks for 3-D Secure first (Checkout.com's
 * Pending card verification): the customer is to be sent, in the whole page, to `redirectUrl`,
 * and comes back to the enrollment result page with the session id.
 */
export type CardAdded =
  | { readonly status: 'saved'; readonly card: SavedCard }
  | { readonly status: 'threeDs'; readonly sessionId: string; readonly redirectUrl: string };

/**
 * A card add's 3-D Secure as the back office knows it (Checkout.com's Get payment details by the
 * session id): the card verified and saved; declined, with its card payment code; or still
 * waiting for the customer on the issuer's page.
 */
export type CardEnrollmentOutcome =
  | { readonly status: 'verified'; readonly card: SavedCard }
  | { readonly status: 'declined'; readonly code: CardPaymentCode | undefined }
  | { readonly status: 'pending' };

/** A session of Fiserv's hosted card page: the page is opened with it (its client token). */
export interface CardFormSession {
  readonly token: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/**
 * A transfer's card payment authorized by a Vantiv (Worldpay eProtect) paypage registration id:
 * APPROVED (the transfer is paid; the back office saved the card) or DECLINED with the card
 * payment code (spec 02 section 8: its message).
 */
export interface VantivAuthorization {
  readonly id: string;
  readonly status: 'APPROVED' | 'DECLINED';
  readonly code: string;
  readonly transactionReference: string;
}

/**
 * The back office's saved cards (spec 02 section 7: card list, add, delete; the provider's client
 * token for its card form). A card is added by the single-use token the provider's hosted form
 * gives: the card number never passes through the portal. Every refusal is an AppError (type,
 * status, field errors by property path), the same in both modes; no session means Unauthorized
 * before any call.
 */
export interface CardGateway {
  /** POST /remit/card/list: the customer's cards, expired ones marked. */
  list(): Promise<SavedCard[]>;
  /**
   * POST /remit/card/add: saves the card a single-use token stands for, or answers that its
   * issuer asks for 3-D Secure first (then `returnTo` is where Checkout.com sends the customer back).
   */
  add(singleUseToken: string, returnTo?: EnrollmentReturn): Promise<CardAdded>;
  /** GET /remit/card/enrollment/{session_id}: the outcome of a card add's 3-D Secure, by Checkout.com's session id. */
  enrollmentOutcome(sessionId: string): Promise<CardEnrollmentOutcome>;
  /** POST /remit/card/delete. */
  remove(cardId: number): Promise<void>;
  /** POST /api/fiserv/client-token: a session for Fiserv's hosted card page. */
  formSession(): Promise<CardFormSession>;
  /**
   * GET /remit/options/card-payment-provider: the card provider of the signed-in customer (their
   * country's), whose card form adds a card: one build serves every region.
   */
  cardProvider(): Promise<CardProviderName>;
  /**
   * POST api/vantiv-transaction/authorization: pays the transfer by the card the customer just
   * registered on Vantiv's eProtect frame (its paypage registration id, taken once); approved, the
   * back office also saves the card to the customer's cards.
   */
  authorizeVantiv(paymentPageRegistrationId: string, transactionReference: string): Promise<VantivAuthorization>;
}
export const CardGateway = Symbol('CardGateway') as ServiceIdentifier<CardGateway>;
