import type { MobileNetwork, PayoutPlaces } from '../domain/quote';
import type { QuotePart } from '../domain/quote-part';
import { canPay, displayName, payoutFieldsFor, type PayoutChoice, type Recipient } from '../domain/recipient';
import type { RecipientPart } from '../domain/recipient-part';
import type { QuoteGateway } from './quote-gateway';
import type { RecipientGateway } from './recipient-gateway';
import type { TransferDraftStore } from './transfer-draft-store';

/** What the payout details of this transfer are chosen from: the destination's networks or collection points. */
export type PayoutOptions =
  | { readonly kind: 'networks'; readonly items: readonly MobileNetwork[] }
  | { readonly kind: 'collectionPoints'; readonly items: PayoutPlaces['collectionPoints'] }
  | { readonly kind: 'none' };

/** One recipient asked for by id, with what their payout details are chosen from. */
export interface RecipientChoice {
  /** Undefined when the customer has no recipient with that id. */
  readonly recipient: Recipient | undefined;
  readonly options: PayoutOptions;
}

const NONE: PayoutOptions = { kind: 'none' };

/**
 * Step 3's use cases for an existing recipient: the customer's recipients in the quote's
 * destination country, one of them with the destination's networks (mobile) or collection points
 * (cash) to choose the payout details from, and keeping the choice in the transfer draft.
 *
 * `confirmMobileNumber` is spec 02 section 9's feature option "mobile payout requires confirming
 * the mobile number", a configuration value read once at start (on unless switched off).
 */
export class ChoosingRecipient {
  constructor(
    private readonly recipients: RecipientGateway,
    private readonly quotes: QuoteGateway,
    private readonly draft: TransferDraftStore,
    readonly confirmMobileNumber: boolean = true,
  ) {}

  /** The quote the transfer goes ahead with (step 1 keeps it); without one, step 3 is not for now. */
  quote(): QuotePart | undefined {
    return this.draft.draft.quote;
  }

  /** The customer's recipients in the quote's destination country (none without a quote). */
  async list(): Promise<Recipient[]> {
    const quote = this.quote();
    return quote ? this.recipients.list(quote.destinationCountry) : [];
  }

  /**
   * A recipient by id and, when they can receive this transfer, the destination's networks (mobile)
   * or collection points (cash), asked for at the same time.
   */
  async choice(id: string): Promise<RecipientChoice> {
    const quote = this.quote();
    const [recipient, options] = await Promise.all([this.recipients.get(id), quote ? this.options(quote) : Promise.resolve(NONE)]);
    return { recipient, options: recipient && quote && canPay(recipient, quote) ? options : NONE };
  }

  /** The recipient and payout details the transfer goes ahead with. */
  keep(recipient: Recipient, choice: PayoutChoice): RecipientPart {
    const part: RecipientPart = { beneficiaryId: recipient.id, beneficiaryGuid: recipient.guid, displayName: displayName(recipient), payoutFields: payoutFieldsFor(recipient, choice) };
    this.draft.set('recipient', part);
    return part;
  }

  /**
   * The recipient a send-money link named (step 1 kept it), taken once: when they are among these
   * recipients and can receive this transfer they are returned, else nothing; either way the link's
   * wish is removed from the draft, so coming back to the list later shows the list.
   */
  takeLinked(recipients: readonly Recipient[]): Recipient | undefined {
    const link = this.draft.draft.link;
    if (!link) return undefined;
    this.draft.set('link', undefined);
    const quote = this.quote();
    const recipient = recipients.find((r) => r.id === link.beneficiaryId);
    return recipient && quote && canPay(recipient, quote) ? recipient : undefined;
  }

  /** The recipient kept in the draft (coming back to step 3, or after a reload). */
  kept(): RecipientPart | undefined {
    return this.draft.draft.recipient;
  }

  private async options(quote: QuotePart): Promise<PayoutOptions> {
    if (quote.payoutType === 'mobile') return { kind: 'networks', items: await this.quotes.mobileNetworks(quote.destinationCountry) };
    if (quote.payoutType === 'cash') return { kind: 'collectionPoints', items: (await this.quotes.payoutPlaces(quote.destinationCountry, 'cash')).collectionPoints };
    return NONE;
  }
}
