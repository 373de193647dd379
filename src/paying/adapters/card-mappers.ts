import { z } from '@/shared/validation/zod';
import { CARD_BRANDS, parseExpiry, type SavedCard } from '../domain/card';
import type { CardFormSession, VantivAuthorization } from '../application/card-gateway';
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

export const addCardBody = (singleUseToken: string) => ({ single_use_token: singleUseToken });
export const cardAddedSchema = z.object({ card: cardSchema });
export const cardAddedFrom = (data: z.infer<typeof cardAddedSchema>): SavedCard => cardFrom(data.card);

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
