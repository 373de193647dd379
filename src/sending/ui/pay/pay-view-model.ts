import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError, toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Clock } from '@/shared/kernel/clock';
import type { PaymentMethodKind, PaymentOutcome } from '@/shared/payment/payment-panel';
import type { Charges, PayoutPlaces } from '../../domain/quote';
import type { Transaction } from '../../domain/transfer';
import type { ConfirmingTransfer } from '../../application/confirming-transfer';

export type PayPhase = 'loading' | 'blocked' | 'confirm' | 'paying' | 'result';
export type PayField = 'purpose' | 'collectionPoint' | 'promo' | 'method' | 'review';

/**
 * Step 4, Confirm and pay. The customer checks what is sent and to whom (the disclosure of their
 * country's regulator), gives the purpose, a promo code if they have one, confirms a cash payout's
 * details when the review option asks it, and chooses how to pay; Continue makes the transfer once
 * for the intent; the chosen method's panel pays it; the result (successful, pending, failed) ends
 * the transfer with the receipt.
 */
export class PayViewModel {
  phase: PayPhase = 'loading';
  /** Where the customer must go first (a step's part is missing). */
  redirect: string | undefined = undefined;
  charges: Charges | undefined = undefined;
  chargesError: AppError | undefined = undefined;
  purpose = '';
  remarks = '';
  promoText = '';
  /** The promo code the charges were last asked with successfully. */
  promoApplied: string | undefined = undefined;
  promoError: AppError | undefined = undefined;
  applyingPromo = false;
  collectionPoint = '';
  collectionPoints: PayoutPlaces['collectionPoints'] = [];
  reviewed = false;
  method: PaymentMethodKind | undefined = undefined;
  submitted = false;
  creating = false;
  createError: AppError | undefined = undefined;
  transaction: Transaction | undefined = undefined;
  outcome: PaymentOutcome | undefined = undefined;
  /** A note carried back to this step (a bank authorisation that failed). */
  notice: string | undefined = undefined;
  now: number;

  constructor(
    private readonly useCases: ConfirmingTransfer,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<PayViewModel, 'useCases' | 'clock'>(this, { useCases: false, clock: false }, { autoBind: true });
  }

  get draft() {
    return this.useCases.draft;
  }

  get features() {
    return this.useCases.features;
  }

  /** The payment methods of the customer's country. */
  get methods(): readonly PaymentMethodKind[] {
    return this.useCases.methods();
  }

  /** A cash payout whose collection point the recipient step did not settle asks for it here. */
  get asksCollectionPoint(): boolean {
    return this.draft.quote?.payoutType === 'cash' && !this.draft.recipient?.payoutFields.collection_point_code;
  }

  /** The review confirmation of spec 02 section 9 (Cash Collection in the spec's setting). */
  get asksReview(): boolean {
    const type = this.draft.quote?.payoutType;
    return type !== undefined && this.features.reviewConfirmation.includes(type);
  }

  get problems(): Partial<Record<PayField, 'required'>> {
    const problems: Partial<Record<PayField, 'required'>> = {};
    if (!this.purpose) problems.purpose = 'required';
    if (this.asksCollectionPoint && !this.collectionPoint) problems.collectionPoint = 'required';
    if (this.asksReview && !this.reviewed) problems.review = 'required';
    if (!this.method) problems.method = 'required';
    return problems;
  }

  /** Problems shown: after the first press of Continue. */
  problemOf(field: PayField): 'required' | undefined {
    return this.submitted ? this.problems[field] : undefined;
  }

  get invalidFields(): PayField[] {
    return (['purpose', 'collectionPoint', 'review', 'method'] as const).filter((f) => this.problemOf(f));
  }

  /** The server's refusal of a create, under its field when it has one. */
  serverErrorOf(field: 'purpose_of_transaction' | 'promotion_code'): string | undefined {
    return this.createError?.fieldErrors.find((e) => e.field === field)?.message;
  }

  /** Opens the step: the draft's parts, the charges (the quote may have expired), the collection points. */
  async load(options: { readonly reference?: string; readonly result?: string; readonly code?: string; readonly error?: string } = {}): Promise<void> {
    const missing = this.useCases.missingStep();
    if (missing) {
      this.redirect = missing;
      return;
    }
    const payment = this.draft.payment;
    if (payment?.method) this.method = payment.method;
    if (options.error) this.notice = options.error;
    if (options.reference && payment?.transactionReference === options.reference && options.result) {
      this.outcome = options.result === 'successful' ? { status: 'successful' } : options.result === 'pending' ? { status: 'pending' } : { status: 'failed', ...(options.code ? { code: options.code } : {}) };
    }
    await this.loadCharges();
    if (this.asksCollectionPoint) {
      const points = await this.useCases.collectionPoints().catch(() => []);
      runInAction(() => {
        this.collectionPoints = points;
      });
    }
    runInAction(() => {
      if (this.outcome) this.phase = 'result';
      else if (options.reference && payment?.transactionReference === options.reference && this.method) this.phase = 'paying';
      else this.phase = 'confirm';
    });
  }

  async loadCharges(): Promise<void> {
    try {
      const charges = await this.useCases.charges(this.promoApplied);
      runInAction(() => {
        this.charges = charges;
        this.chargesError = undefined;
      });
    } catch (raw) {
      runInAction(() => {
        this.chargesError = toAppError(raw);
      });
    }
  }

  /** The rate expired (the charges of an expired quote are refused): back to step 1 for new rates. */
  get quoteExpired(): boolean {
    return this.chargesError?.status === 409;
  }

  setPurpose(value: string): void {
    this.purpose = value;
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  setCollectionPoint(value: string): void {
    this.collectionPoint = value;
  }

  setReviewed(value: boolean): void {
    this.reviewed = value;
  }

  chooseMethod(method: PaymentMethodKind): void {
    this.method = method;
  }

  typePromo(value: string): void {
    this.promoText = value;
    this.promoError = undefined;
  }

  /** Apply: the charges with the code; a code the back office refuses says so and changes nothing. */
  async applyPromo(): Promise<void> {
    const code = this.promoText.trim().toUpperCase();
    if (!code || this.applyingPromo) return;
    this.applyingPromo = true;
    try {
      const charges = await this.useCases.charges(code);
      runInAction(() => {
        this.charges = charges;
        this.promoApplied = code;
        this.promoError = undefined;
      });
    } catch (raw) {
      runInAction(() => {
        this.promoError = toAppError(raw);
      });
    } finally {
      runInAction(() => {
        this.applyingPromo = false;
      });
    }
  }

  async removePromo(): Promise<void> {
    this.promoApplied = undefined;
    this.promoText = '';
    await this.loadCharges();
  }

  /** Continue: the transfer made once for the intent; true when the chosen method's panel may open. */
  async proceed(): Promise<boolean> {
    this.submitted = true;
    if (this.invalidFields.length > 0 || this.creating) return false;
    this.creating = true;
    this.createError = undefined;
    try {
      const transaction = await this.useCases.create({
        purposeOfTransaction: this.purpose,
        remarks: this.remarks,
        ...(this.promoApplied ? { promotionCode: this.promoApplied } : {}),
        ...(this.asksCollectionPoint ? { collectionPointCode: this.collectionPoint } : {}),
      });
      if (this.method) this.useCases.keepMethod(this.method);
      runInAction(() => {
        this.transaction = transaction;
        this.phase = 'paying';
        this.notice = undefined;
      });
      return true;
    } catch (raw) {
      runInAction(() => {
        this.createError = toAppError(raw);
      });
      return false;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  /** The transfer's reference: the one made now, or the draft's after a reload. */
  get reference(): string | undefined {
    return this.transaction?.reference ?? this.draft.payment?.transactionReference;
  }

  /** Back from a panel to the choice of method (nothing was charged). */
  cancelPayment(): void {
    this.phase = 'confirm';
  }

  /** A panel's outcome: the result screen; a transfer made and not failed is tracked once. */
  finishPayment(outcome: PaymentOutcome): void {
    this.outcome = outcome;
    this.phase = 'result';
    this.now = this.clock.now();
    if (outcome.status !== 'failed' && this.transaction) this.useCases.track(this.transaction);
  }

  /** A failed payment: back to the choice of method to try again (the transfer stays the same). */
  tryAgain(): void {
    this.outcome = undefined;
    this.phase = 'confirm';
  }

  /** OK on the result: the transfer in progress ends. */
  done(): void {
    this.useCases.finish();
  }

  pay(options?: { readonly cardId?: number }) {
    const reference = this.reference;
    const method = this.method;
    if (!reference || !method) return Promise.reject(new Error('No transfer to pay'));
    return this.useCases.pay(reference, method, options);
  }

  paymentStatus(statusHref: string) {
    return this.useCases.paymentStatus(statusHref);
  }

  /** A refusal of the promo code, for the field (the spec's invalid_promotion_code). */
  get promoRefused(): boolean {
    return this.promoError !== undefined && isAppError(this.promoError) && (this.promoError.type === 'InvalidPromotionCode' || this.promoError.fieldErrors.some((e) => e.field === 'promotion_code'));
  }
}
