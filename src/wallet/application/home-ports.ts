import type { ServiceIdentifier } from 'inversify';
import type { CardFormState, CardTokenizeFailure, MountableCardForm } from '@/shared/payment/card-form';
import type { WalletCard } from '../domain/saved-card';
import type { TopUpReturn } from '../domain/top-up';

/*
 * The ports of the wallet home's sections, apart from ./ports.ts: that file's tokens are bound at
 * start (the first screen's container), these only with the sections (./wallet-loader.ts).
 */

/**
 * The customer's saved cards, as the wallet lists and deletes them. Bound by the composition root
 * over the paying context's card gateway (src/app/pages/home-route.tsx): one back-office card
 * gateway for the whole portal (POST /remit/card/list, /remit/card/delete).
 */
export interface SavedCards {
  list(): Promise<WalletCard[]>;
  remove(cardId: number): Promise<void>;
}
export const SavedCards = Symbol('SavedCards') as ServiceIdentifier<SavedCards>;

/** The time zone of the customer's calendar (an IANA name), which decides the current month for card expiries. */
export type LocalTimeZone = string;
export const LocalTimeZone = Symbol('LocalTimeZone') as ServiceIdentifier<LocalTimeZone>;


/** What the card provider's fields tell on every change (as the pay step's card panel is told). */
export type NewCardFormState = CardFormState;

/** Why the provider gave no token: the card typed is incomplete or wrong; refused by the provider; the provider unavailable. */
export type NewCardTokenizeFailure = CardTokenizeFailure;

/**
 * The card provider's own fields in the wallet's page (the card number is typed on the provider's
 * origin and never reaches the portal): mounted into the page's slots (three fields, or one slot for
 * a provider whose form is a page of its own), they tell their state, and tokenize the card into the
 * single-use token a top-up by a new card takes. Bound by the composition root over the paying
 * context's card forms (src/app/pages/home-route.tsx): the provider the back office names for the
 * customer (Checkout.com's Frames, Fiserv's hosted page or Vantiv's eProtect).
 */
export interface NewCardForm extends MountableCardForm {
  tokenize(): Promise<{ readonly ok: true; readonly card: { readonly token: string; readonly last4: string } } | { readonly ok: false; readonly reason: NewCardTokenizeFailure }>;
}

/** The customer's card provider's form, opened (its adapter loaded) when a top-up by a new card is chosen. */
export interface NewCardForms {
  open(): Promise<NewCardForm>;
  /** The card vendors' origins (`config.vendorOrigins`): the only places a new card's 3-D Secure sends the customer. */
  readonly vendorOrigins: readonly string[];
}
export const NewCardForms = Symbol('NewCardForms') as ServiceIdentifier<NewCardForms>;

/**
 * The bank link of a top-up by an instant bank payment (Trustly's payment page), run as the paying
 * context runs it for send money's pay step: where Trustly sends the customer back (the portal's
 * /trustly-callback, named for the wallet, which goes on to the wallet) and which page the customer
 * may leave for (Trustly's, on a configured vendor origin). Bound by the composition root over
 * paying's bank link (src/app/pages/home-route.tsx).
 */
export interface TopUpBankLinks {
  /** Trustly's SuccessURL and FailURL of a top-up, on this portal's origin. */
  returnTo(portalOrigin: string): TopUpReturn;
  /** The bank's page to leave for (the back office's redirect_url, unchanged), only on a configured vendor origin; else undefined. */
  leaveFor(redirectUrl: string): string | undefined;
}
export const TopUpBankLinks = Symbol('TopUpBankLinks') as ServiceIdentifier<TopUpBankLinks>;
