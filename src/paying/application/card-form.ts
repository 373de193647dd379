import type { ServiceIdentifier } from 'inversify';
import type { CardBrand } from '../domain/card';
import type { CardTokenizeFailure, MountableCardForm } from '@/shared/payment/card-form';

/** The card providers the back office names (GET /remit/options/card-payment-provider). */
export const CARD_PROVIDERS = ['checkout', 'fiserv', 'vantiv'] as const;
export type CardProviderName = (typeof CARD_PROVIDERS)[number];

// What the page draws and is told: shared with the wallet's top-up by a new card (one definition).
export { EMPTY_CARD_FORM } from '@/shared/payment/card-form';
export type { CardFieldName, CardFieldState, CardFormMountOptions, CardFormSlots, CardFormState, CardTokenizeFailure } from '@/shared/payment/card-form';

/** The card as the vendor tokenized it: only what may be shown, and the single-use token card add takes. */
export interface TokenizedCard {
  readonly token: string;
  readonly last4: string;
  readonly brand: CardBrand;
  /** MM/YY. */
  readonly expiry: string;
}

export type CardTokenizeResult =
  | { readonly ok: true; readonly card: TokenizedCard }
  | { readonly ok: false; readonly reason: CardTokenizeFailure; readonly detail: string };

/**
 * The card provider's fields in the portal's page (spec 02 section 7: card entry; section 9: Visa
 * and Mastercard only): mounted into the page's slots, they tell their validity as the customer
 * types, and tokenize the card into a single-use token for card add. The card number is typed into
 * the vendor's fields on the vendor's origin and never reaches the portal. One adapter per provider
 * (src/paying/adapters/card-forms/), chosen by the provider's name; the in-memory fake stands in for
 * them in the memory mode and the scenarios.
 */
export interface CardForm extends MountableCardForm {
  readonly provider: CardProviderName;
  /** The card typed, tokenized by the vendor. Never throws: a failure is a result with its reason. */
  tokenize(): Promise<CardTokenizeResult>;
}

/**
 * The card form of a provider: the composition root binds one per mode (the memory mode's fake; in
 * the HTTP mode each vendor's adapter, loaded when the card form is first needed, in its own chunk).
 */
export interface CardForms {
  forProvider(provider: CardProviderName): Promise<CardForm>;
}
export const CardForms = Symbol('CardForms') as ServiceIdentifier<CardForms>;

/** The back office's card provider for the signed-in customer (GET /remit/options/card-payment-provider). */
export interface CardProviderGateway {
  cardProvider(): Promise<CardProviderName>;
}
export const CardProviderGateway = Symbol('CardProviderGateway') as ServiceIdentifier<CardProviderGateway>;
