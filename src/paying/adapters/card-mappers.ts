import { z } from '@/shared/validation/zod';
import { CARD_BRANDS, parseExpiry, type SavedCard } from '../domain/card';
import { CARD_PAYMENT_CODES } from '../domain/card-payment';
import type { CardAdded, CardEnrollmentOutcome, CardFormSession, EnrollmentReturn, VantivAuthorization } from '../application/card-gateway';
import { CARD_PROVIDERS } from '../application/card-form';

/**
 * The cards' parts of the main API's answers (openapi/main-api.yaml: Card, listCards, addCard,
 * deleteCard, createFiservClientToken), read at the adapter boundary by the HTTP adapter and the
 * in-memory one alike (the card desk's contract-shaped answers go through the same schemas), so
 * both modes map an answer to the same domain values.
 */

const expiry = z.string().check(z.regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/));

export const cardSchema = z.object({
  id: z.int(),
  guid: z.string().check(z.minLength(1)),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().check(z.regex(/^[0-9]{4}$/)),
  expiry,
  isExpired: z.boolean(),
  holder_name: z.string(),
});

export function cardFrom(card: z.infer<typeof cardSchema>): SavedCard {
  return {
    id: card.id,
    guid: card.guid,
    brand: card.brand,
    last4: card.last4,
    // The schema's pattern is the one parseExpiry reads.
    expiry: parseExpiry(card.expiry)!,
    holderName: card.holder_name,
    expiredWhenListed: card.isExpired,
  };
}

export const cardListSchema = z.object({ cards: z.array(cardSchema) });
export const cardsFrom = (data: z.infer<typeof cardListSchema>): SavedCard[] => data.cards.map(cardFrom);

export const addCardBody = (singleUseToken: string, returnTo?: EnrollmentReturn) => ({
  single_use_token: singleUseToken,
  ...(returnTo ? { success_url: returnTo.successUrl, failure_url: returnTo.failureUrl } : {}),
});

/** Checkout.com's session id (its cko-session-id). */
export const SESSION_ID_PATTERN = /^sid_[a-z0-9]{1,64}$/;
const sessionId = z.string().check(z.regex(SESSION_ID_PATTERN));

/** Card add's answer: the card saved (200), or Checkout.com's Pending card verification with its 3-D Secure page (202). */
export const cardAddedSchema = z.union([
  z.object({ card: cardSchema }),
  z.object({ id: sessionId, status: z.literal('Pending'), _links: z.object({ redirect: z.object({ href: z.string().check(z.minLength(1)) }) }) }),
]);
export const cardAddedFrom = (data: z.infer<typeof cardAddedSchema>): CardAdded =>
  'card' in data ? { status: 'saved', card: cardFrom(data.card) } : { status: 'threeDs', sessionId: data.id, redirectUrl: data._links.redirect.href };

/** GET /remit/card/enrollment/{session_id}'s data (openapi/main-api.yaml: CardEnrollmentOutcome). */
export const cardEnrollmentSchema = z.object({
  id: sessionId,
  status: z.enum(['Pending', 'Card Verified', 'Declined']),
  approved: z.boolean(),
  code: z.optional(z.enum(CARD_PAYMENT_CODES)),
  card: z.optional(cardSchema),
});

/** Verified only with the card saved; Declined with its code; anything else waits. */
export function cardEnrollmentFrom(data: z.infer<typeof cardEnrollmentSchema>): CardEnrollmentOutcome {
  if (data.status === 'Card Verified' && data.approved && data.card) return { status: 'verified', card: cardFrom(data.card) };
  if (data.status === 'Declined') return { status: 'declined', code: data.code };
  return { status: 'pending' };
}

export const deleteCardBody = (cardId: number) => ({ card_id: cardId });
export const cardDeletedSchema = z.object({ deleted: z.boolean() });

export const clientTokenSchema = z.object({ client_token: z.string().check(z.minLength(1)), expires_at: z.iso.datetime({ offset: true }) });
export const formSessionFrom = (data: z.infer<typeof clientTokenSchema>): CardFormSession => ({ token: data.client_token, expiresAt: Date.parse(data.expires_at) });

/** GET /remit/options/card-payment-provider's data. */
export const cardProviderSchema = z.object({ card_payment_provider: z.enum(CARD_PROVIDERS) });

/** POST api/vantiv-transaction/authorization's body and data (openapi/main-api.yaml authorizeVantivTransaction). */
export const vantivAuthorizationBody = (paymentPageRegistrationId: string, transactionReference: string) => ({
  payment_page_registration_id: paymentPageRegistrationId,
  transaction_reference: transactionReference,
});
export const vantivAuthorizationSchema = z.object({
  authorization: z.object({
    id: z.string().check(z.minLength(1)),
    status: z.enum(['APPROVED', 'DECLINED']),
    code: z.string().check(z.minLength(1), z.maxLength(100)),
    transaction_reference: z.string().check(z.minLength(1)),
  }),
});
export const vantivAuthorizationFrom = (data: z.infer<typeof vantivAuthorizationSchema>): VantivAuthorization => ({
  id: data.authorization.id,
  status: data.authorization.status,
  code: data.authorization.code,
  transactionReference: data.authorization.transaction_reference,
});
