/*
 * The card provider's fields as every screen that shows them sees them: the pay step's card panel
 * (the paying context's CardForm port, src/paying/application/card-form.ts) and the wallet's top-up
 * by a new card (its NewCardForm port, src/wallet/application/home-ports.ts). The two ports are
 * each their context's own; what they draw into the page and tell it is one thing, written here.
 */

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

/** Fields just drawn (or not yet): nothing typed, not ready. */
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

/** Whether the page gives three field slots or one slot for the vendor's page. */
export type CardFormLayout = 'fields' | 'page';

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

/**
 * Why tokenize gave no token:
 * - invalid: the card typed is incomplete or wrong (the fields say where);
 * - refused: the vendor refused the card (not a card it takes, expired);
 * - unavailable: the vendor's fields are not mounted, not ready, or the vendor could not be reached.
 */
export type CardTokenizeFailure = 'invalid' | 'refused' | 'unavailable';

/** The part of a card form a page draws and removes (both contexts' ports have it). */
export interface MountableCardForm {
  readonly layout: CardFormLayout;
  /** Draws the vendor's fields; resolves once they are ready (rejects when the vendor cannot be loaded). */
  mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void>;
  /** Removes the vendor's fields (the card typed is gone with them). */
  unmount(): void;
}
