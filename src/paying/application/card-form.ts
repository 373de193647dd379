import type { ServiceIdentifier } from 'inversify';
import type { CardBrand } from '../domain/card';

/** The card providers the back office names (GET /remit/options/card-payment-provider). */
export const CARD_PROVIDERS = ['checkout', 'fiserv', 'vantiv'] as const;
export type CardProviderName = (typeof CARD_PROVIDERS)[number];

/** The card fields a vendor draws. */
export type CardFieldName = 'number' | 'expiry' | 'cvv';
/** A field as the vendor judges it: nothing typed yet, complete and valid, or not (yet) valid. */
export type CardFieldState = 'empty' | 'valid' | 'invalid';

/** What the page is told whenever the vendor's fields change. */
export interface CardFormState {
  /** The vendor's fields are drawn and can take the card. */
  readonly ready: boolean;
  readonly fields: Readonly<Record<CardFieldName, CardFieldState>>;
  /** Every field is valid: tokenize can be asked. */
  readonly valid: boolean;
}

export const EMPTY_CARD_FORM: CardFormState = { ready: false, fields: { number: 'empty', expiry: 'empty', cvv: 'empty' }, valid: false };

/**
 * Where the vendor draws its fields: elements of the page (the browser's HTMLElements; opaque to
 * the application). A vendor of separate fields (layout 'fields') takes the three slots, each under
 * the portal's label; a vendor whose whole card form is one page of its own (layout 'page') takes
 * `page` only.
 */
export interface CardFormSlots {
  readonly number?: object;
  readonly expiry?: object;
  readonly cvv?: object;
  readonly page?: object;
}

export interface CardFormMountOptions {
  /** The portal's language (en, en-CA, en-US, sv, so): the vendor's own texts follow it where it can. */
  readonly locale: string;
  /** The fields' placeholders in the portal's language, for a vendor without texts of its own in it. */
  readonly placeholders?: { readonly number: string; readonly expiryMonth: string; readonly expiryYear: string; readonly cvv: string };
  /** The accessible name of the vendor's frame, for a vendor whose card form is a page of its own. */
  readonly title?: string;
  /** Called on every change: ready, each field's state. */
  readonly onChange: (state: CardFormState) => void;
}

/** The card as the vendor tokenized it: only what may be shown, and the single-use token card add takes. */
export interface TokenizedCard {
  readonly token: string;
  readonly last4: string;
  readonly brand: CardBrand;
  /** MM/YY. */
  readonly expiry: string;
}

/**
 * Why tokenize gave no token:
 * - invalid: the card typed is incomplete or wrong (the fields say where);
 * - refused: the vendor refused the card (not a card it takes, expired);
 * - unavailable: the vendor's fields are not mounted, not ready, or the vendor could not be reached.
 */
export type CardTokenizeFailure = 'invalid' | 'refused' | 'unavailable';

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
export interface CardForm {
  readonly provider: CardProviderName;
  /** Whether the page gives three field slots or one slot for the vendor's page. */
  readonly layout: 'fields' | 'page';
  /** Draws the vendor's fields; resolves once they are ready (rejects when the vendor cannot be loaded). */
  mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void>;
  /** The card typed, tokenized by the vendor. Never throws: a failure is a result with its reason. */
  tokenize(): Promise<CardTokenizeResult>;
  /** Removes the vendor's fields (the card typed is gone with them). */
  unmount(): void;
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
