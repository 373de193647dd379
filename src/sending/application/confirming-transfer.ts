import type { Analytics } from '@/shared/kernel/analytics';
import type { Features } from '@/shared/kernel/features';
import { toDecimalString } from '@/shared/kernel/money';
import type { PanelPayment, PanelPaymentState, PanelPayOptions, PaymentMethodKind } from '@/shared/payment/payment-panel';
import { asksSsnLast4, missingStep } from '../domain/confirm';
import { NO_PAYMENT_OFFER, type PaymentOffer } from '../domain/payment-offer';
import type { PaymentPart } from '../domain/payment-part';
import type { DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import { formFieldsOf, type FormField } from '@/shared/schema-form/schema-form';
import type { BeneficiarySchemaGateway } from './beneficiary-schema-gateway';
import type { Charges, PayoutPlaces } from '../domain/quote';
import type { Transaction } from '../domain/transfer';
import type { TransferDraft } from '../domain/transfer-draft';
import type { Paying } from './paying';
import type { QuoteGateway } from './quote-gateway';
import type { TransferDraftStore } from './transfer-draft-store';

/** What the confirm step asks for beside the draft. */
export interface ConfirmDetails {
  readonly purposeOfTransaction: string;
  readonly remarks?: string;
  readonly promotionCode?: string;
  /** A cash payout's collection point, when the recipient step did not settle it. */
  readonly collectionPointCode?: string;
  /** The transaction schema's other fields by name (house_number, flat_number, relationship, sender_fund_source, ...). */
  readonly payoutDetails?: Readonly<Record<string, string>>;
  /** A US customer's SSN last four digits: sent with this create only, never kept. */
  readonly ssnLast4?: string;
}

/**
 * Step 4's use cases: the charges (with a promo code), the transfer made once for the intent
 * (Paying), its payment by the chosen method, and the end of the transfer (analytics, the draft
 * cleared). Depends on ports only.
 */
export class ConfirmingTransfer {
  constructor(
    private readonly drafts: TransferDraftStore,
    private readonly quotes: QuoteGateway,
    private readonly paying: Paying,
    private readonly analytics: Analytics,
    readonly features: Features,
    /** The transaction schema's reader; without it step 4 asks its fixed fields (purpose, collection point, remarks). */
    private readonly schemas?: BeneficiarySchemaGateway,
  ) {}

  get draft(): TransferDraft {
    return this.drafts.draft;
  }

  missingStep(): ReturnType<typeof missingStep> {
    return missingStep(this.drafts.draft);
  }

  /**
   * How the back office offers to pay the draft's transfer (get-transaction-options' payment_types
   * for its destination and payout type), asked afresh and kept with the draft's payment part (the
   * pay step reads it from there, after a reload too). When the question fails and an offer is
   * kept, the kept one is used; else the failure is the caller's.
   */
  async loadPaymentOffer(): Promise<PaymentOffer> {
    const quote = this.drafts.draft.quote;
    if (!quote) throw new Error('No quote in the transfer in progress');
    const intent = this.drafts.draft.intentId;
    let offer: PaymentOffer;
    try {
      offer = await this.quotes.paymentOffer(quote.destinationCountry, quote.payoutType);
    } catch (error) {
      const kept = this.drafts.draft.payment?.offer;
      if (kept && this.drafts.draft.intentId === intent) return kept;
      throw error;
    }
    // The customer may have moved on to another transfer meanwhile: its offer is its own.
    if (this.drafts.draft.intentId === intent) this.drafts.set('payment', { ...this.drafts.draft.payment, offer });
    return offer;
  }

  /** How the back office offered to pay the draft's transfer (nothing before loadPaymentOffer answered). */
  paymentOffer(): PaymentOffer {
    return this.drafts.draft.payment?.offer ?? NO_PAYMENT_OFFER;
  }

  /** The payment methods offered for the draft's transfer, in the back office's order (the pay step offers those with a panel). */
  methods(): readonly PaymentMethodKind[] {
    return this.paymentOffer().methods;
  }

  /** get-charges for the draft's quote, with a promo code when given (and promo codes are on). */
  charges(promotionCode?: string): Promise<Charges> {
    const quote = this.drafts.draft.quote;
    if (!quote) return Promise.reject(new Error('No quote in the transfer in progress'));
    const code = this.features.promo ? promotionCode?.trim() : undefined;
    return this.quotes.charges(quote.quoteId, code ? { promotionCode: code } : {});
  }

  /** The collection points of the destination (a cash payout whose point is not chosen yet). */
  collectionPoints(): Promise<PayoutPlaces['collectionPoints']> {
    const quote = this.drafts.draft.quote;
    if (!quote) return Promise.resolve([]);
    return this.quotes.payoutPlaces(quote.destinationCountry, 'cash').then((places) => places.collectionPoints);
  }

  /**
   * The transaction schema's fields for the transfer's destination, payout type and currency, in
   * the schema's order: read where the destination's beneficiary schema says it is (its
   * transaction_schema_url, spec 02 section 3; the contract's GET /api/v1/schemas/transaction when
   * it names none; a URL off the API is refused with ForeignSchemaUrl); undefined when this mode
   * has no schema reader.
   */
  async transactionFields(): Promise<FormField[] | undefined> {
    const quote = this.drafts.draft.quote;
    if (!this.schemas || !quote) return undefined;
    const { destinationCountry: country, payoutType, destinationCurrency: currency } = quote;
    const beneficiary = await this.schemas.schema(country, payoutType, currency);
    const schema = await this.schemas.transactionSchema(country, payoutType, currency, beneficiary.meta.transactionSchemaUrl);
    return formFieldsOf(schema, payoutType);
  }

  /** A transaction-schema field's options (its data source's link). */
  dataSource(link: SchemaLink): Promise<DataSourceItem[]> {
    return this.schemas ? this.schemas.dataSource(link) : Promise.resolve([]);
  }

  /** A US customer confirms the transfer with their SSN's last four digits (spec 02 section 2). */
  get asksSsnLast4(): boolean {
    return asksSsnLast4(this.drafts.draft.sender?.country ?? '');
  }

  /** The step's answers so far, kept with the draft so a reload or a Back keeps them (never the SSN digits). */
  keepDetails(details: NonNullable<PaymentPart['details']>): void {
    const payment = this.drafts.draft.payment ?? {};
    this.drafts.set('payment', { ...payment, details });
  }

  /** Transaction create for the intent, once (five fast clicks, a lost answer, a reload: one transfer). */
  create(details: ConfirmDetails): Promise<Transaction> {
    const draft = this.drafts.draft;
    if (details.collectionPointCode && draft.recipient && draft.recipient.payoutFields.collection_point_code !== details.collectionPointCode) {
      this.drafts.set('recipient', { ...draft.recipient, payoutFields: { ...draft.recipient.payoutFields, collection_point_code: details.collectionPointCode } });
    }
    return this.paying.createOnce(this.drafts.draft, {
      purposeOfTransaction: details.purposeOfTransaction,
      ...(details.remarks?.trim() ? { remarks: details.remarks.trim() } : {}),
      ...(this.features.promo && details.promotionCode?.trim() ? { promotionCode: details.promotionCode.trim() } : {}),
      ...(details.payoutDetails ? { payoutDetails: details.payoutDetails } : {}),
      ...(details.ssnLast4 ? { ssnLast4: details.ssnLast4 } : {}),
    });
  }

  /** The method chosen for the transfer made: kept with it, so a reload opens its panel again. */
  keepMethod(method: PaymentMethodKind): void {
    const payment = this.drafts.draft.payment;
    if (payment?.transactionReference) this.drafts.set('payment', { ...payment, method });
  }

  /** Pays the transfer by the chosen method, once per intent (the panels call this through their props). */
  async pay(reference: string, method: PaymentMethodKind, options: PanelPayOptions = {}): Promise<PanelPayment> {
    return this.paying.payOnce(reference, method, {
      ...(options.cardId !== undefined ? { cardId: options.cardId } : {}),
      ...(options.bankLinkReturn ? { bankLinkReturn: options.bankLinkReturn } : {}),
    });
  }

  /** The last payment this tab made for the transfer that may still be settling (a provider's return asks its status). */
  lastPaymentOf(reference: string): string | undefined {
    return this.paying.lastPaymentOf(reference);
  }

  paymentStatus(statusHref: string): Promise<PanelPaymentState> {
    return this.paying.paymentStatus(statusHref);
  }

  /** The transfer is made and paid (or waiting for the money): the analytics event, once per transfer. */
  track(transaction: Transaction): void {
    this.analytics.transaction({
      trans_ref: transaction.reference,
      purpose: transaction.purposeOfTransaction,
      send_country: this.drafts.draft.sender?.country ?? '',
      destination_country: transaction.destinationCountry,
      source_currency: transaction.send.currency,
      dest_currency: transaction.receive.currency,
      send_amount: toDecimalString(transaction.send),
      trans_type: transaction.payoutType,
      fees: toDecimalString(transaction.fee),
    });
  }

  /** OK on the result: nothing of the transfer is kept. */
  finish(): void {
    this.drafts.clear();
  }
}
