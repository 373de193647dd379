import { makeAutoObservable, runInAction } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import type { QuotePart } from '../../domain/quote-part';
import { confirmationProblem, numberToConfirm, whyNotPayable, type Recipient } from '../../domain/recipient';
import { ChoosingRecipient, type PayoutOptions, type RecipientChoice } from '../../application/choosing-recipient';
import type { Resolver } from '@/shared/di/container-context';

/** The controls of the payout details, in the page's order (the first with a problem takes the focus). */
export const PAYOUT_DETAIL_FIELDS = ['network', 'collectionPoint', 'confirmNumber'] as const;
export type PayoutDetailField = (typeof PAYOUT_DETAIL_FIELDS)[number];
export type PayoutDetailProblem = 'required' | 'mismatch';

/** Where the page stands: loading, a failed load, no such recipient, one who cannot receive this transfer, or the form. */
export type RecipientDetailsState = 'loading' | 'failed' | 'notFound' | 'notPayable' | 'ready';

/**
 * Step 3 with an existing recipient chosen (`?id=`): the recipient and the payout details of this
 * transfer. Mobile: the network, the recipient's saved one first, changeable to another of the
 * destination's networks; with the feature option on, the recipient's number typed again, which
 * must match. Cash: the collection point, from the destination's points (the saved one, else the
 * first in the recipient's city). Bank: the bank and account as saved. Continue keeps the recipient
 * and the payout fields in the transfer draft. Without a quote in the draft: back to step 1.
 */
export class RecipientDetailsViewModel {
  readonly choice: LoadTask<RecipientChoice>;
  /** The draft has no quote: step 1 comes first. */
  needsQuote = false;
  networkCode = '';
  collectionPointCode = '';
  confirmText = '';
  /** Fields left once: their problems show. After a Continue press every field's problem shows. */
  touched: Partial<Record<PayoutDetailField, boolean>> = {};
  submitted = false;
  private id = '';

  constructor(private readonly useCases: ChoosingRecipient) {
    this.choice = new LoadTask(() => useCases.choice(this.id));
    makeAutoObservable<RecipientDetailsViewModel, 'useCases' | 'id'>(this, { useCases: false, choice: false, id: false }, { autoBind: true });
  }

  get quote(): QuotePart | undefined {
    return this.useCases.quote();
  }

  get recipient(): Recipient | undefined {
    return this.choice.value?.recipient;
  }

  get options(): PayoutOptions {
    return this.choice.value?.options ?? { kind: 'none' };
  }

  get state(): RecipientDetailsState {
    if (this.choice.state === 'failed' || this.choice.retrying) return 'failed';
    if (this.choice.state !== 'ready') return 'loading';
    const recipient = this.recipient;
    const quote = this.quote;
    if (!recipient) return 'notFound';
    if (!quote || whyNotPayable(recipient, quote)) return 'notPayable';
    return 'ready';
  }

  /** The number the customer types again: asked only for a mobile payout, with the feature option on. */
  get numberToConfirm(): string | undefined {
    const recipient = this.recipient;
    return recipient && this.useCases.confirmMobileNumber ? numberToConfirm(recipient) : undefined;
  }

  get asksNetwork(): boolean {
    return this.recipient?.payoutType === 'mobile';
  }

  get asksCollectionPoint(): boolean {
    return this.recipient?.payoutType === 'cash';
  }

  get problems(): Partial<Record<PayoutDetailField, PayoutDetailProblem>> {
    const problems: Partial<Record<PayoutDetailField, PayoutDetailProblem>> = {};
    if (this.asksNetwork && !this.networkCode) problems.network = 'required';
    if (this.asksCollectionPoint && !this.collectionPointCode) problems.collectionPoint = 'required';
    const saved = this.numberToConfirm;
    const mismatch = saved !== undefined ? confirmationProblem(saved, this.confirmText) : undefined;
    if (mismatch) problems.confirmNumber = mismatch;
    return problems;
  }

  /** A field's problem, once it was left or Continue was pressed. */
  problemOf(field: PayoutDetailField): PayoutDetailProblem | undefined {
    return this.submitted || this.touched[field] ? this.problems[field] : undefined;
  }

  /** The fields with a problem shown, in the page's order. */
  get invalidFields(): PayoutDetailField[] {
    return PAYOUT_DETAIL_FIELDS.filter((field) => this.problemOf(field));
  }

  /** Loads the recipient of `?id=` (a missing id names nobody) and what their payout details are chosen from. */
  async load(id: string | null): Promise<void> {
    if (!this.useCases.quote()) {
      this.needsQuote = true;
      return;
    }
    this.id = id ?? '';
    await this.choice.load();
    runInAction(() => this.preselect());
  }

  retry(): Promise<void> {
    return this.load(this.id);
  }

  chooseNetwork(code: string): void {
    this.networkCode = code;
  }

  chooseCollectionPoint(code: string): void {
    this.collectionPointCode = code;
  }

  typeConfirmation(text: string): void {
    this.confirmText = text;
  }

  leave(field: PayoutDetailField): void {
    this.touched = { ...this.touched, [field]: true };
  }

  /** Continue: every payout detail must be fine; then the recipient and the payout fields go into the draft. */
  proceed(): boolean {
    this.submitted = true;
    const recipient = this.recipient;
    if (this.state !== 'ready' || !recipient || Object.keys(this.problems).length > 0) return false;
    this.useCases.keep(recipient, {
      ...(this.asksNetwork ? { mobileNetworkCode: this.networkCode } : {}),
      ...(this.asksCollectionPoint ? { collectionPointCode: this.collectionPointCode } : {}),
    });
    return true;
  }

  /**
   * The choices on screen when the page opens: those kept for this recipient (coming back to the
   * step), else the network saved with the recipient, else the collection point saved with them or
   * the first in their city. A saved value the destination no longer offers is not chosen.
   */
  private preselect(): void {
    const recipient = this.recipient;
    if (this.state !== 'ready' || !recipient) return;
    const kept = this.useCases.kept();
    const keptFields = kept?.beneficiaryId === recipient.id ? kept.payoutFields : {};
    const options = this.options;
    if (options.kind === 'networks') {
      const offered = (code: string | undefined) => (code && options.items.some((n) => n.code === code) ? code : undefined);
      this.networkCode = offered(keptFields.mobile_network_code) ?? offered(recipient.mobileNetworkCode) ?? '';
    }
    if (options.kind === 'collectionPoints') {
      const offered = (code: string | undefined) => (code && options.items.some((p) => p.code === code) ? code : undefined);
      const inCity = recipient.city ? options.items.find((p) => p.city.toLocaleLowerCase() === recipient.city?.toLocaleLowerCase())?.code : undefined;
      this.collectionPointCode = offered(keptFields.collection_point_code) ?? offered(recipient.collectionPointCode) ?? inCity ?? '';
    }
  }
}

/** A new RecipientDetailsViewModel (step 3, one existing recipient) over the container's use cases: a page makes its own, one per visit. */
export const makeRecipientDetailsViewModel = (c: Resolver) => new RecipientDetailsViewModel(c.get(ChoosingRecipient));
