import { callApi } from '@/shared/http/api-client';
import { signedInClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { PaymentOffer } from '../domain/payment-offer';
import type { PayoutOffer } from '../domain/destinations';
import type { Charges, MobileNetwork, PayoutPlaces, QuoteRequest, SavedQuote } from '../domain/quote';
import type { PayoutType } from '../domain/quote-part';
import type { QuoteGateway } from '../application/quote-gateway';
import {
  chargesBody, chargesFrom, chargesSchema, fxRatesSchema, mobileNetworksFrom, mobileOperatorsBody, mobileOperatorsSchema, offersFromFxRates, paymentOfferFrom, payoutPlacesFrom,
  quoteSchema, saveQuoteBody, savedQuoteFrom, transactionOptionsBody, transactionOptionsSchema,
} from './quote-mappers';

/** Step 1's calls of the main API (openapi/main-api.yaml): rates and limits, save-quote, get-charges, operators, banks and collection points; and step 4's payment methods. */
export class HttpQuoteGateway implements QuoteGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async offers(): Promise<PayoutOffer[]> {
    const client = this.client();
    const data = await callApi(() => client.GET('/api/v1/fx-rates', { params: { header: requestIdHeader() } }), fxRatesSchema, this.sink);
    return offersFromFxRates(data);
  }

  /**
   * The quote's expiry on this device's clock: the time the server gives it (its `Date` header, when
   * the browser may read it) is what counts, so a phone whose clock is minutes off still counts down
   * the ten minutes the rate is held for. Without a readable `Date` the server's time is taken as is.
   */
  async saveQuote(request: QuoteRequest): Promise<SavedQuote> {
    const client = this.client();
    let served = Number.NaN;
    const data = await callApi(
      () =>
        client.POST('/remit/remittance/save-quote', { params: { header: requestIdHeader() }, body: saveQuoteBody(request) }).then((result) => {
          served = Date.parse(result.response.headers.get('date') ?? '');
          return result;
        }),
      quoteSchema,
      this.sink,
    );
    const quote = savedQuoteFrom(data);
    return Number.isFinite(served) ? { ...quote, expiresAt: this.now() + (quote.expiresAt - served) } : quote;
  }

  async charges(quoteId: string, options?: { readonly promotionCode?: string }): Promise<Charges> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/transaction/get-charges', { params: { header: requestIdHeader() }, body: chargesBody(quoteId, options) }),
      chargesSchema,
      this.sink,
    );
    return chargesFrom(data);
  }

  async mobileNetworks(countryIso2: string): Promise<MobileNetwork[]> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/remit/options/get-mobile-operators', { params: { header: requestIdHeader() }, body: mobileOperatorsBody(countryIso2) }),
      mobileOperatorsSchema,
      this.sink,
    );
    return mobileNetworksFrom(data);
  }

  async payoutPlaces(countryIso2: string, payoutType?: PayoutType): Promise<PayoutPlaces> {
    return payoutPlacesFrom(await this.transactionOptions(countryIso2, payoutType));
  }

  async paymentOffer(countryIso2: string, payoutType: PayoutType): Promise<PaymentOffer> {
    return paymentOfferFrom(await this.transactionOptions(countryIso2, payoutType));
  }

  /** POST /remit/options/get-transaction-options: the payout places and the payment types, read by the two above. */
  private transactionOptions(countryIso2: string, payoutType?: PayoutType) {
    const client = this.client();
    const body = transactionOptionsBody(countryIso2, payoutType);
    return callApi(
      () => client.POST('/remit/options/get-transaction-options', { params: { header: requestIdHeader() }, body }),
      transactionOptionsSchema,
      this.sink,
    );
  }
}
