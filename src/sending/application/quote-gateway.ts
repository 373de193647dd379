import type { ServiceIdentifier } from 'inversify';
import type { PaymentOffer } from '../domain/payment-offer';
import type { PayoutOffer } from '../domain/destinations';
import type { Charges, MobileNetwork, PayoutPlaces, QuoteRequest, SavedQuote } from '../domain/quote';
import type { PayoutType } from '../domain/quote-part';

/**
 * Step 1's calls to the back office. Every refusal is an AppError (type, status, field errors by
 * property path), the same in both modes; no session means Unauthorized before any call.
 */
export interface QuoteGateway {
  /** GET /api/v1/fx-rates: every payout option of every destination, in the server's order. */
  offers(): Promise<PayoutOffer[]>;
  /** POST /remit/remittance/save-quote. */
  saveQuote(request: QuoteRequest): Promise<SavedQuote>;
  /** POST /remit/transaction/get-charges. */
  charges(quoteId: string, options?: { readonly promotionCode?: string }): Promise<Charges>;
  /** POST /remit/options/get-mobile-operators. */
  mobileNetworks(countryIso2: string): Promise<MobileNetwork[]>;
  /** POST /remit/options/get-transaction-options: the banks and collection points of a destination. */
  payoutPlaces(countryIso2: string, payoutType?: PayoutType): Promise<PayoutPlaces>;
  /**
   * POST /remit/options/get-transaction-options: how the back office offers the signed-in customer
   * to pay a transfer to this destination and payout type (its payment_types: the methods in its
   * order, the instant bank payment's vendor). The only source of which methods a customer gets.
   */
  paymentOffer(countryIso2: string, payoutType: PayoutType): Promise<PaymentOffer>;
}
export const QuoteGateway = Symbol('QuoteGateway') as ServiceIdentifier<QuoteGateway>;
