import type { ServiceIdentifier } from 'inversify';
import type { WalletCard } from '../domain/saved-card';

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

