import type { PayoutOffer } from '../domain/destinations';
import type { MobileNetwork, PayoutPlaces, QuoteRequest, SavedQuote } from '../domain/quote';
import type { PayoutType, QuotePart } from '../domain/quote-part';
import type { QuoteGateway } from './quote-gateway';
import type { TransferDraftStore } from './transfer-draft-store';

/** The list a payout type's customers look through before sending: networks, banks or collection points. */
export type PayoutPlaceList =
  | { readonly kind: 'networks'; readonly items: readonly MobileNetwork[] }
  | { readonly kind: 'banks'; readonly items: PayoutPlaces['banks'] }
  | { readonly kind: 'collectionPoints'; readonly items: PayoutPlaces['collectionPoints'] };

/**
 * Step 1's use cases: the destinations on offer, a quote for the amount typed, the places a payout
 * type pays out through, and keeping the chosen quote in the transfer draft.
 */
export class Quoting {
  constructor(
    private readonly gateway: QuoteGateway,
    private readonly draft: TransferDraftStore,
  ) {}

  offers(): Promise<PayoutOffer[]> {
    return this.gateway.offers();
  }

  quote(request: QuoteRequest): Promise<SavedQuote> {
    return this.gateway.saveQuote(request);
  }

  /** Mobile: the networks; bank: the banks; cash: the collection points; card: nothing to list. */
  async places(countryIso2: string, payoutType: PayoutType): Promise<PayoutPlaceList | undefined> {
    if (payoutType === 'mobile') return { kind: 'networks', items: await this.gateway.mobileNetworks(countryIso2) };
    if (payoutType === 'card') return undefined;
    const places = await this.gateway.payoutPlaces(countryIso2, payoutType);
    return payoutType === 'bank' ? { kind: 'banks', items: places.banks } : { kind: 'collectionPoints', items: places.collectionPoints };
  }

  /** The quote the transfer goes ahead with. */
  keep(quote: SavedQuote, destinationCurrency: string): void {
    const part: QuotePart = {
      destinationCountry: quote.destinationCountry,
      destinationCurrency,
      payoutType: quote.payoutType,
      amountType: quote.amountType,
      send: quote.send,
      receive: quote.receive,
      fee: quote.fee,
      total: quote.total,
      rate: quote.rate,
      ...(quote.referenceRate ? { referenceRate: quote.referenceRate } : {}),
      fastPayout: quote.fastPayout,
      quoteId: quote.quoteId,
      expiresAt: quote.expiresAt,
    };
    this.draft.set('quote', part);
  }

  /**
   * A send-money link opens a new transfer: the draft so far is dropped (a new intent), and the
   * saved recipient the link names is kept for step 3 (./choosing-recipient.ts takeLinked).
   */
  startFromLink(beneficiaryId: string | undefined): void {
    this.draft.clear();
    if (beneficiaryId !== undefined) this.draft.set('link', { beneficiaryId });
  }

  /** The quote kept in the draft (after a reload, or coming back to step 1). */
  kept(): QuotePart | undefined {
    return this.draft.draft.quote;
  }
}
