import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError, toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { outcomeOfState, type PanelPayOptions, type PaymentMethodKind, type PaymentOutcome } from '@/shared/payment/payment-panel';
import { outcomeInDoubt } from '@/shared/kernel/call-outcome';
import { paymentResultOf } from '@/shared/kernel/payment-status';
import { PURPOSES, SSN_LAST4 } from '../../domain/confirm';
import type { PaymentOffer } from '../../domain/payment-offer';
import type { Charges, PayoutPlaces } from '../../domain/quote';
import type { Transaction } from '../../domain/transfer';
import { ConfirmingTransfer } from '../../application/confirming-transfer';
import type { Resolver } from '@/shared/di/container-context';
import { TransactionForm } from '@/shared/ui/schema-form/transaction-form';
import { STEP4_FORM, payoutDetailsOf } from './step4-schema-fields';

export type PayPhase = 'loading' | 'blocked' | 'confirm' | 'paying' | 'result';
export type PayField = 'purpose' | 'collectionPoint' | 'promo' | 'method' | 'review';
/** What is wrong with the SSN digits typed in the dialog. */
export type SsnProblem = 'required' | 'format';
/** The back office's refusal of the SSN digits: none on file was matched (SSNNotDefined) or other digits. */
export type SsnRefusal = 'missing' | 'mismatch';

/**
 * Step 4, Confirm and pay. The customer checks what is sent and to whom (the disclosure of their
 * country's regulator), gives the purpose, a promo code if they have one, confirms a cash payout's
 * details when the review option asks it, and chooses how to pay; Continue makes the transfer once
 * for the intent; the chosen method's panel pays it; the result (successful, pending, failed) ends
 * the transfer with the receipt.
 *
 * The transaction schema (read at the destination's beneficiary schema's transaction_schema_url)
 * drives the payout details when the mode reads it: the purposes of its data source, and its other
 * fields (relationship, fund source, remarks, a cash or account payout's house or building number
 * and flat number) in `form`, rendered with the recipient form's controls. What is given is kept with
 * the draft (a reload or a Back keeps it). A US customer's Continue first asks for the last four
 * digits of their SSN in a dialog; they go with the create only and are never kept.
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
  /** How the back office offers to pay the transfer (its payment_types); the kept one until it answers. */
  offer: PaymentOffer;
  /** The payment methods could not be read (and none were kept). */
  offerError: AppError | undefined = undefined;
  submitted = false;
  creating = false;
  createError: AppError | undefined = undefined;
  transaction: Transaction | undefined = undefined;
  outcome: PaymentOutcome | undefined = undefined;
  /** A status read of the payment is under way (a provider's return, Check again). */
  checking = false;
  /** A note carried back to this step (a bank authorisation that failed). */
  notice: string | undefined = undefined;
  now: number;
  /** The transaction schema's fields besides the page's own. */
  readonly form: TransactionForm;
  /** The transaction schema: not read (this mode has no reader), being read, there, or failed. */
  schemaState: 'none' | 'loading' | 'ready' | 'failed' = 'none';
  schemaError: AppError | undefined = undefined;
  /** The US SSN last-4 dialog: open, the digits typed (in memory only while it is open), shown or masked. */
  ssnOpen = false;
  ssnDigits = '';
  ssnVisible = false;
  ssnSubmitted = false;

  constructor(
    private readonly useCases: ConfirmingTransfer,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    this.offer = useCases.paymentOffer();
    this.form = new TransactionForm(useCases, STEP4_FORM, () => this.keep());
    makeAutoObservable<PayViewModel, 'useCases' | 'clock'>(this, { useCases: false, clock: false, form: false }, { autoBind: true });
  }

  get draft() {
    return this.useCases.draft;
  }

  get features() {
    return this.useCases.features;
  }

  /** The payment methods the back office offers for the transfer, in its order. */
  get methods(): readonly PaymentMethodKind[] {
    return this.offer.methods;
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

  /** The purposes offered: the transaction schema's data source when it is there, else the spec's list. */
  get purposes(): readonly { readonly value: string; readonly label: string; readonly key: string | undefined }[] {
    const field = this.form.field('purpose_of_transaction');
    const items = field ? this.form.optionsOf(field).items : [];
    if (items.length > 0) return items.map((item) => ({ value: item.value, label: item.label, key: PURPOSES.find((p) => p.value === item.value)?.key }));
    return PURPOSES.map((p) => ({ value: p.value, label: p.value, key: p.key }));
  }

  /** Remarks are one of the schema's fields when it is there; else the step's own text field. */
  get remarksInForm(): boolean {
    return this.form.shown.some((f) => f.name === 'remarks');
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

  /** Where the focus goes after a refused Continue: the first field with something to say, in the page's order. */
  get firstInvalid(): string | undefined {
    const page = (['purpose', 'collectionPoint'] as const).filter((f) => this.problemOf(f));
    const rest = (['review', 'method'] as const).filter((f) => this.problemOf(f));
    return [...page, ...this.form.invalidNames, ...rest][0];
  }

  /** The server's refusal of a create, under its field when it has one. */
  serverErrorOf(field: 'purpose_of_transaction' | 'promotion_code' | 'collection_point_code'): string | undefined {
    return this.createError?.fieldErrors.find((e) => e.field === field)?.message;
  }

  /** A create's refusal that no field shows: the step's alert. */
  get createFailure(): AppError | undefined {
    const error = this.createError;
    if (!error) return undefined;
    const onPage = ['purpose_of_transaction', 'promotion_code', 'ssn_last4', ...(this.asksCollectionPoint ? ['collection_point_code'] : [])];
    const shown = error.fieldErrors.some((e) => onPage.includes(e.field) || this.form.shows(e));
    return shown ? undefined : error;
  }

  /**
   * Opens the step: the draft's parts, the charges (the quote may have expired), the collection
   * points. Back from a provider (`result` or `check` in the address, for the transfer in
   * progress): the address says which transfer to ask about, never how the payment went; the
   * status of the last payment this tab made for it is read from the back office and shown.
   */
  async load(options: { readonly reference?: string; readonly result?: string; readonly check?: string; readonly error?: string } = {}): Promise<void> {
    const missing = this.useCases.missingStep();
    if (missing) {
      this.redirect = missing;
      return;
    }
    const payment = this.draft.payment;
    if (payment?.method) this.method = payment.method;
    const kept = payment?.details ?? {};
    this.purpose = kept.purpose_of_transaction ?? this.purpose;
    this.collectionPoint = kept.collection_point_code ?? this.collectionPoint;
    this.remarks = kept.remarks ?? this.remarks;
    if (options.error) this.notice = options.error;
    const returned = options.reference !== undefined && payment?.transactionReference === options.reference && (options.result !== undefined || options.check !== undefined);
    const asked = returned ? this.useCases.lastPaymentOf(options.reference ?? '') : undefined;
    await Promise.all([this.loadCharges(), this.loadSchema(), this.loadOffer(), asked ? this.readOutcome(asked) : undefined]);
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

  /** The payment methods the back office offers for the transfer (get-transaction-options' payment_types). */
  async loadOffer(): Promise<void> {
    this.offerError = undefined;
    try {
      const offer = await this.useCases.loadPaymentOffer();
      runInAction(() => {
        this.offer = offer;
      });
    } catch (raw) {
      runInAction(() => {
        this.offerError = toAppError(raw);
      });
    }
  }

  /** The transaction schema's fields for the transfer (none in a mode without its reader), the kept values in them. */
  async loadSchema(): Promise<void> {
    this.schemaState = 'loading';
    this.schemaError = undefined;
    try {
      const fields = await this.useCases.transactionFields();
      if (!fields) {
        runInAction(() => {
          this.schemaState = 'none';
        });
        return;
      }
      const kept = { ...(this.draft.payment?.details ?? {}), ...(this.remarks ? { remarks: this.remarks } : {}) };
      await this.form.open(fields, this.draft.quote?.destinationCountry ?? '', kept);
      runInAction(() => {
        this.schemaState = 'ready';
      });
    } catch (raw) {
      runInAction(() => {
        this.schemaState = 'failed';
        this.schemaError = toAppError(raw);
      });
    }
  }

  /** The step's answers so far, kept with the draft (never the SSN digits, nor a transfer's payment). */
  private keep(): void {
    if (this.draft.payment?.transactionReference) return;
    const details: Record<string, string> = { ...this.form.values };
    if (this.purpose) details.purpose_of_transaction = this.purpose;
    if (this.collectionPoint) details.collection_point_code = this.collectionPoint;
    if (!this.remarksInForm && this.remarks) details.remarks = this.remarks;
    this.useCases.keepDetails(Object.fromEntries(Object.entries(details).filter(([, v]) => v !== '')));
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
    this.keep();
  }

  setRemarks(value: string): void {
    if (this.remarksInForm) this.form.change('remarks', value);
    else this.remarks = value;
    this.keep();
  }

  setCollectionPoint(value: string): void {
    this.collectionPoint = value;
    this.keep();
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

  /**
   * Continue: the transfer made once for the intent; true when the chosen method's panel may open.
   * A US customer's Continue opens the SSN dialog instead (false): its Confirm makes the transfer.
   */
  async proceed(): Promise<boolean> {
    this.submitted = true;
    this.form.submit();
    if (this.invalidFields.length > 0 || Object.keys(this.form.problems).length > 0 || this.creating) return false;
    if (this.schemaState === 'loading' || this.schemaState === 'failed') return false;
    if (this.useCases.asksSsnLast4) {
      this.ssnOpen = true;
      this.ssnDigits = '';
      this.ssnVisible = false;
      this.ssnSubmitted = false;
      return false;
    }
    return this.create(undefined);
  }

  /** The dialog's digits: numbers only, at most four. */
  typeSsn(value: string): void {
    this.ssnDigits = value.replace(/\D/g, '').slice(0, 4);
    if (this.createError?.fieldErrors.some((e) => e.field === 'ssn_last4')) this.createError = undefined;
  }

  toggleSsnVisible(): void {
    this.ssnVisible = !this.ssnVisible;
  }

  /** What is wrong with the digits typed, once Confirm was pressed. */
  get ssnProblem(): SsnProblem | undefined {
    if (!this.ssnSubmitted) return undefined;
    if (this.ssnDigits === '') return 'required';
    return SSN_LAST4.test(this.ssnDigits) ? undefined : 'format';
  }

  /** The back office's refusal of the digits (shown under the dialog's field). */
  get ssnRefusal(): SsnRefusal | undefined {
    const refused = this.createError?.fieldErrors.find((e) => e.field === 'ssn_last4');
    if (refused) return refused.type === 'SSNNotDefined' ? 'missing' : 'mismatch';
    return this.createError?.type === 'SSNNotDefined' ? 'missing' : undefined;
  }

  /** Confirm in the dialog: the transfer made with the digits; a refusal of them keeps the dialog open. */
  async confirmSsn(): Promise<boolean> {
    this.ssnSubmitted = true;
    if (this.ssnProblem || this.creating) return false;
    const made = await this.create(this.ssnDigits);
    runInAction(() => {
      if (made || !this.ssnRefusal) this.closeSsn();
    });
    return made;
  }

  /** Cancel (or the close button, or Escape): back to the step, everything typed kept but the digits. */
  cancelSsn(): void {
    this.closeSsn();
    if (this.ssnRefusal) this.createError = undefined;
  }

  private closeSsn(): void {
    this.ssnOpen = false;
    this.ssnDigits = '';
    this.ssnVisible = false;
    this.ssnSubmitted = false;
  }

  private async create(ssnLast4: string | undefined): Promise<boolean> {
    this.creating = true;
    this.createError = undefined;
    this.form.refuse([]);
    try {
      const payoutDetails = payoutDetailsOf(this.form);
      const transaction = await this.useCases.create({
        purposeOfTransaction: this.purpose,
        remarks: this.remarksInForm ? this.form.sentValue('remarks') : this.remarks,
        ...(this.promoApplied ? { promotionCode: this.promoApplied } : {}),
        ...(this.asksCollectionPoint ? { collectionPointCode: this.collectionPoint } : {}),
        ...(Object.keys(payoutDetails).length > 0 ? { payoutDetails } : {}),
        ...(ssnLast4 !== undefined ? { ssnLast4 } : {}),
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
        this.form.refuse(this.createError.fieldErrors);
      });
      return false;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  /**
   * The transfer kept was found made earlier for this intent (its creation was in doubt) with the
   * details first confirmed, not the ones edited since: the step says so before its payment.
   */
  get madeWithEarlierDetails(): boolean {
    return this.draft.payment?.madeWithEarlierDetails === true;
  }

  /** The transfer's reference: the one made now, or the draft's after a reload. */
  get reference(): string | undefined {
    return this.transaction?.reference ?? this.draft.payment?.transactionReference;
  }

  /** Back from a panel to the choice of method (nothing was charged). */
  cancelPayment(): void {
    this.phase = 'confirm';
  }

  /** The payment's outcome as the back office says it; a read that fails leaves it unknown, with its error. */
  private async readOutcome(paymentId: string): Promise<void> {
    this.checking = true;
    let outcome: PaymentOutcome;
    try {
      outcome = outcomeOfState(await this.useCases.paymentStatus(paymentId));
    } catch (raw) {
      outcome = { status: 'unknown', payment: paymentId, error: toAppError(raw) };
    }
    runInAction(() => {
      this.checking = false;
      this.outcome = outcome;
    });
  }

  /**
   * Check again, while the outcome is unknown: nothing else is offered until the back office says.
   * The payment's status when its id is known; else (pay's own answer was lost) pay again under
   * the same key, which the back office answers with the payment it made, or makes it once.
   */
  async checkAgain(): Promise<void> {
    const outcome = this.outcome;
    if (outcome?.status !== 'unknown' || this.checking) return;
    if (outcome.payment) await this.readOutcome(outcome.payment);
    else await this.askPayAgain();
    const now = this.outcome;
    if (now && now.status !== 'unknown') this.finishPayment(now);
  }

  private async askPayAgain(): Promise<void> {
    this.checking = true;
    let outcome: PaymentOutcome;
    try {
      const payment = await this.pay();
      outcome = { status: paymentResultOf(payment.status) };
    } catch (raw) {
      const error = toAppError(raw);
      // A refusal the back office looked at took nothing: back to the choice, as after any failure.
      outcome = outcomeInDoubt(error) ? { status: 'unknown', error } : { status: 'failed' };
    }
    runInAction(() => {
      this.checking = false;
      this.outcome = outcome;
    });
  }

  /** A panel's outcome: the result screen; a transfer made and not failed is tracked once. */
  finishPayment(outcome: PaymentOutcome): void {
    this.outcome = outcome;
    this.phase = 'result';
    this.now = this.clock.now();
    if ((outcome.status === 'successful' || outcome.status === 'pending') && this.transaction) this.useCases.track(this.transaction);
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

  pay(options?: PanelPayOptions) {
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

/** A new PayViewModel (step 4, Confirm) over the container's use cases: a page makes its own, one per visit. */
export const makePayViewModel = (c: Resolver) => new PayViewModel(c.get(ConfirmingTransfer), c.get(Clock));
