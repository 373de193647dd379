import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { chargesAtDesk, fxRatesAtDesk, mobileOperatorsAtDesk, saveQuoteAtDesk, transactionOptionsAtDesk } from '@/sandbox/world/quote-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
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

/**
 * Step 1's calls against the sandbox world's quote desk (the one the sandbox's routes ask), with
 * the HTTP adapter's bodies, schemas and mappers: both modes give the same values and typed errors.
 */
export class InMemoryQuoteGateway implements QuoteGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  /** The signed-in customer and project, as the HTTP adapter's call would be resolved; no session, no call. */
  private session(): { customer: SandboxCustomer; project: string } {
    if (!this.credentials.baseUrl()) throw noSessionError();
    const project = this.credentials.project() ?? '';
    return { customer: fromDesk(customerAtDesk(this.world, project, this.credentials.token()), this.sink), project };
  }

  async offers(): Promise<PayoutOffer[]> {
    const { customer } = this.session();
    return offersFromFxRates(fxRatesSchema.parse(fromDesk(fxRatesAtDesk(this.world, customer), this.sink)));
  }

  async saveQuote(request: QuoteRequest): Promise<SavedQuote> {
    const { customer } = this.session();
    return savedQuoteFrom(quoteSchema.parse(fromDesk(saveQuoteAtDesk(this.world, customer, saveQuoteBody(request)), this.sink)));
  }

  async charges(quoteId: string, options?: { readonly promotionCode?: string }): Promise<Charges> {
    const { customer } = this.session();
    return chargesFrom(chargesSchema.parse(fromDesk(chargesAtDesk(this.world, customer, chargesBody(quoteId, options)), this.sink)));
  }

  async mobileNetworks(countryIso2: string): Promise<MobileNetwork[]> {
    this.session();
    return mobileNetworksFrom(mobileOperatorsSchema.parse(fromDesk(mobileOperatorsAtDesk(this.world, mobileOperatorsBody(countryIso2)), this.sink)));
  }

  async payoutPlaces(countryIso2: string, payoutType?: PayoutType): Promise<PayoutPlaces> {
    return payoutPlacesFrom(this.transactionOptions(countryIso2, payoutType));
  }

  async paymentOffer(countryIso2: string, payoutType: PayoutType): Promise<PaymentOffer> {
    return paymentOfferFrom(this.transactionOptions(countryIso2, payoutType));
  }

  /** get-transaction-options for the signed-in customer, read through the HTTP adapter's schema. */
  private transactionOptions(countryIso2: string, payoutType?: PayoutType) {
    const { customer } = this.session();
    return transactionOptionsSchema.parse(fromDesk(transactionOptionsAtDesk(this.world, customer, transactionOptionsBody(countryIso2, payoutType)), this.sink));
  }
}
