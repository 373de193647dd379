import type { Money } from '@/shared/kernel/money';
import type { AmountType, PayoutType } from './quote-part';

/** What save-quote is asked for: the amount typed (sent or received) at a destination and payout type. */
export interface QuoteRequest {
  readonly amount: Money;
  readonly amountType: AmountType;
  readonly destinationCountry: string;
  readonly destinationCurrency: string;
  readonly payoutType: PayoutType;
}

/** A saved quote: its id, the time its rate expires, and the amounts the server fixed. */
export interface SavedQuote {
  readonly quoteId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
  readonly rate: string;
  readonly amountType: AmountType;
  readonly send: Money;
  readonly receive: Money;
  readonly fee: Money;
  readonly total: Money;
  readonly destinationCountry: string;
  readonly payoutType: PayoutType;
  /** The ECB euro reference rate of the pair (the EEA disclosure's markup), when the ECB has one. */
  readonly referenceRate?: string;
  /** The back office pays this card payout out fast (within 1 hour; spec 02 section 9). */
  readonly fastPayout: boolean;
}

/** get-charges: fee, discount and total of a quote (with a payment type and promo code when given). */
export interface Charges {
  readonly send: Money;
  readonly receive: Money;
  readonly fee: Money;
  readonly discount: Money;
  readonly total: Money;
  readonly rate: string;
  readonly promotionCode: string | undefined;
}

export interface MobileNetwork {
  readonly code: string;
  readonly name: string;
  readonly countryIso2: string;
  readonly prefixes: readonly string[];
}

/** The banks and collection points a destination pays out through (get-transaction-options). */
export interface PayoutPlaces {
  readonly banks: readonly { readonly code: string; readonly name: string }[];
  readonly collectionPoints: readonly { readonly code: string; readonly name: string; readonly city: string }[];
}
