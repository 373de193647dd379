import { makeAutoObservable, runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { isVendorAddress } from '@/shared/vendor/vendor-address';
import type { Money } from '@/shared/kernel/money';
import { EMPTY_CARD_FORM, type CardFormMountOptions, type CardFormSlots } from '@/shared/payment/card-form';
import { mountCardForm } from '@/shared/ui/card-form-mount';
import { LoadTask } from '@/shared/ui/load-task';
import { calendarMonthAt } from '../../domain/calendar-month';
import { usableCards, type WalletCard } from '../../domain/saved-card';
import {
  checkTopUpAmount, suggestionsFor, typedAmountText, type TopUpAmountProblem, type TopUpMethod, type TopUpOption, type TopUpOptions, type TopUpOutcome, type TopUpRequest,
  type TopUpResult,
} from '../../domain/top-up';
import { CardShelf } from '../../application/card-shelf';
import { LocalTimeZone, NewCardForms, TopUpBankLinks, type NewCardForm, type NewCardFormState, type NewCardTokenizeFailure } from '../../application/home-ports';
import { endsTopUpIntent, sameTopUp, ToppingUp, type TopUpAttempts } from '../../application/topping-up';
import { TabTopUpAttempts } from '../../adapters/tab-top-up-attempts';
import type { Resolver } from '@/shared/di/container-context';

/** The form's fields, in the order the error summary lists them. */
export type TopUpField = 'amount' | 'method' | 'card';

/** What a field shows: a problem the form found, or the back office's refusal of it. */
export type TopUpFieldError =
  | { readonly kind: 'amount'; readonly problem: TopUpAmountProblem }
  | { readonly kind: 'chooseCard' }
  /** The new card's fields gave no token (incomplete or wrong, refused by the provider, the provider unavailable). */
  | { readonly kind: 'newCard'; readonly reason: NewCardTokenizeFailure }
  | { readonly kind: 'server'; readonly type: string; readonly message: string };

/** The card provider's fields of a top-up by a new card. */
export type NewCardFormStep =
  | { readonly kind: 'closed' }
  | { readonly kind: 'opening' }
  | { readonly kind: 'openFailed'; readonly error: AppError }
  | { readonly kind: 'open'; readonly layout: NewCardForm['layout']; readonly state: NewCardFormState };

/**
 * A top-up that sent the customer to their bank, back in the wallet: a new card's after the card
 * issuer's 3-D Secure page, or an instant bank payment's after its bank link. Asked of the back
 * office; still waiting for the bank (its page to go back to); or the question failed.
 */
export type BankReturnStep =
  | { readonly kind: 'asking' }
  | { readonly kind: 'waiting'; readonly redirectUrl: string }
  | { readonly kind: 'failed'; readonly error: AppError };

/** A field path of the back office's refusal -> the form's field. */
function fieldOf(path: string): TopUpField | undefined {
  if (path === 'amount' || path.startsWith('amount.')) return 'amount';
  if (path === 'card_id' || path === 'card_token') return 'card';
  if (path === 'payment_type') return 'method';
  return undefined;
}

/**
 * Topping the wallet up (spec 02 sections 2, 3 and 7): the region's ways (get-topup-options) the
 * portal can see through, an amount between the way's minimum and maximum (typed or suggested),
 * the saved card for a card top-up, then top-up. A card top-up is approved at once and the balance
 * follows; a bank top-up answers where to pay the money in. A refusal goes under its field, or
 * above the form with its error code; what was typed stays.
 *
 * Each top-up attempt is one customer intent (its id makes the request's Idempotency-Key): pressing
 * Top up again for the same amount, way and card after a lost answer or while the first request
 * runs (a double tap), or after a reload or a visit elsewhere (the attempt is kept with the tab),
 * reuses it, so the wallet is topped up once. An instant bank payment sends the customer to their
 * bank's page (Trustly's) and back, through the portal's bank-link callback, to the wallet, which
 * asks the back office how the top-up ended, as after a new card's 3-D Secure; an Interac
 * e-Transfer answers what to send. Another amount, way or card is a
 * new intent; so is the next top-up after a success, and the next try after a refusal the back
 * office kept (nothing was topped up: see endsTopUpIntent).
 */
export class TopUpViewModel {
  readonly options: LoadTask<TopUpOptions>;
  method: TopUpMethod | undefined = undefined;
  amountText = '';
  cardId: number | undefined = undefined;
  /** Cards could not be listed (a card top-up then has none to choose). */
  cardsError: AppError | undefined = undefined;
  submitting = false;
  /** Presses of "Top up" that ended with errors on the form (the summary takes the focus after each). */
  presses = 0;
  fieldErrors: Partial<Record<TopUpField, TopUpFieldError>> = {};
  /** A refusal no field can show. */
  error: AppError | undefined = undefined;
  result: TopUpResult | undefined = undefined;
  /** Told of a top-up the back office took (the balance shown elsewhere follows). */
  onTopUp: ((result: TopUpResult) => void) | undefined = undefined;
  /** A card top-up by a new card (the provider's form) rather than a saved one. */
  newCard = false;
  cardForm: NewCardFormStep = { kind: 'closed' };
  /** The new card's issuer asks for 3-D Secure, or the bank link starts: the page is to go to this address (the section takes it there). */
  leavingFor: string | undefined = undefined;
  /** Back from the issuer's page or the bank's: the top-up as the back office tells it. */
  bankReturn: BankReturnStep | undefined = undefined;
  /** The new card's 3-D Secure was not passed, or the bank did not authorise the instant bank payment: nothing was topped up (the card payment code). */
  declined: { readonly code: string | undefined } | undefined = undefined;
  /** The wallet's own address, where a new card's 3-D Secure returns (the page sets it: this portal's origin). */
  returnAddress: string | undefined = undefined;
  /** The provider's form while it is open. */
  private form: NewCardForm | undefined = undefined;

  constructor(
    private readonly toppingUp: ToppingUp,
    private readonly shelf: CardShelf,
    private readonly clock: Clock,
    private readonly timeZone: string,
    /** The attempt in progress (its intent id and request), kept with the tab. */
    private readonly attempts: TopUpAttempts,
    /** The customer's card provider's form, for a top-up by a new card. */
    private readonly newCards: NewCardForms,
    /** The bank link of a top-up by an instant bank payment. */
    private readonly bankLinks: TopUpBankLinks,
    /** A new customer intent id (a UUID in the browser). */
    private readonly newIntentId: () => string = () => globalThis.crypto.randomUUID(),
  ) {
    this.options = new LoadTask(() => toppingUp.options());
    makeAutoObservable<TopUpViewModel, 'toppingUp' | 'shelf' | 'clock' | 'timeZone' | 'newIntentId' | 'attempts' | 'newCards' | 'form' | 'bankLinks'>(
      this,
      {
        options: false, toppingUp: false, shelf: false, clock: false, timeZone: false, onTopUp: false, newIntentId: false, attempts: false, newCards: false, form: false,
        returnAddress: false, bankLinks: false,
      },
      { autoBind: true },
    );
  }

  /**
   * The ways and the cards; a card top-up without saved cards is by a new card. Back from a new
   * card's 3-D Secure or an instant bank payment's bank link (the tab keeps the top-up waiting for
   * it), the back office is asked how it ended, whatever the address the issuer or the bank sent the
   * customer back with.
   */
  async load(): Promise<void> {
    const waiting = this.attempts.load();
    await Promise.all([this.options.load(), this.loadCards()]);
    runInAction(() => {
      this.method ??= this.options.value?.options[0]?.method;
      this.cardId ??= this.cards[0]?.id;
      if (this.cards.length === 0 && !this.cardsError) this.newCard = true;
    });
    if (waiting?.threeDsTopUpId !== undefined || waiting?.bankLinkTopUpId !== undefined) await this.askBankOutcome();
  }

  /** The top-up a new card's 3-D Secure or an instant bank payment's bank link waits for, as the back office knows it. */
  async askBankOutcome(): Promise<void> {
    const kept = this.attempts.load();
    const topUpId = kept?.threeDsTopUpId ?? kept?.bankLinkTopUpId;
    if (!kept || topUpId === undefined) {
      this.bankReturn = undefined;
      return;
    }
    // What the customer asked for is on the form again, whatever the outcome.
    this.method = kept.request.method;
    this.amountText = typedAmountText(kept.request.amount, '.');
    if (kept.threeDsTopUpId !== undefined) this.newCard = true;
    this.bankReturn = { kind: 'asking' };
    try {
      const outcome = await this.toppingUp.outcome(topUpId);
      runInAction(() => {
        const backTo = this.pageOf(outcome);
        if (backTo) this.bankReturn = { kind: 'waiting', redirectUrl: backTo };
        else {
          this.bankReturn = undefined;
          this.settle(outcome, kept.intentId);
        }
      });
    } catch (raw) {
      runInAction(() => {
        this.bankReturn = { kind: 'failed', error: toAppError(raw) };
      });
    }
  }

  /** The issuer's page of a 3-D Secure, or the bank's of a bank link, not yet answered: only on a configured vendor origin. */
  private pageOf(outcome: TopUpOutcome): string | undefined {
    if (outcome.status === 'THREE_DS') return isVendorAddress(outcome.redirectUrl, this.newCards.vendorOrigins) ? outcome.redirectUrl : undefined;
    if (outcome.status === 'BANK_LINK') return this.bankLinks.leaveFor(outcome.redirectUrl);
    return undefined;
  }

  /** Back to the issuer's page of a 3-D Secure, or the bank's of a bank link, not yet answered. */
  backToBank(): void {
    if (this.bankReturn?.kind === 'waiting') this.leavingFor = this.bankReturn.redirectUrl;
  }

  /** Gives up a top-up still waiting for its 3-D Secure or bank link (nothing was topped up): the form again, as it was. */
  abandonBankStep(): void {
    this.attempts.clear();
    this.bankReturn = undefined;
  }

  async loadCards(): Promise<void> {
    try {
      await this.shelf.load();
      runInAction(() => {
        this.cardsError = undefined;
        if (this.cardId === undefined || !this.cards.some((c) => c.id === this.cardId)) this.cardId = this.cards[0]?.id;
      });
    } catch (error) {
      runInAction(() => {
        this.cardsError = toAppError(error);
      });
    }
  }

  /** The ways offered, in the back office's order. */
  get offered(): readonly TopUpOption[] {
    return this.options.value?.options ?? [];
  }

  get option(): TopUpOption | undefined {
    return this.offered.find((o) => o.method === this.method);
  }

  /** The saved cards a card top-up can use (none expired in the customer's current month). */
  get cards(): WalletCard[] {
    return usableCards(this.shelf.cards ?? [], calendarMonthAt(this.clock.now(), this.timeZone));
  }

  get suggestions(): Money[] {
    const option = this.option;
    return option ? suggestionsFor(option, this.options.value?.suggestedAmounts ?? []) : [];
  }

  /** The fields with an error, in the form's order. */
  get errorFields(): TopUpField[] {
    return (['amount', 'method', 'card'] as const).filter((field) => this.fieldErrors[field] !== undefined);
  }

  chooseMethod(method: TopUpMethod): void {
    // What a bank declined was said of the way it was for.
    if (method !== this.method) this.declined = undefined;
    this.method = method;
    this.clearFieldError('method');
    this.clearFieldError('card');
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.clearFieldError('amount');
  }

  chooseCard(cardId: number): void {
    this.cardId = cardId;
    this.newCard = false;
    this.declined = undefined;
    this.clearFieldError('card');
  }

  /** "A new card": the provider's form opens. */
  chooseNewCard(): void {
    this.newCard = true;
    this.clearFieldError('card');
  }

  /** Opens the provider's form of the customer's card provider (and Try again after it could not open). */
  async openCardForm(): Promise<void> {
    if (this.cardForm.kind === 'opening' || this.cardForm.kind === 'open') return;
    this.cardForm = { kind: 'opening' };
    try {
      const form = await this.newCards.open();
      runInAction(() => {
        if (this.cardForm.kind !== 'opening') return;
        this.form = form;
        this.cardForm = { kind: 'open', layout: form.layout, state: EMPTY_CARD_FORM };
      });
    } catch (raw) {
      runInAction(() => {
        if (this.cardForm.kind === 'opening') this.cardForm = { kind: 'openFailed', error: toAppError(raw) };
      });
    }
  }

  /**
   * The page's slots are there: the provider draws its fields into them (empty). Returns what
   * removes them; the form stays open, to be drawn again into the next slots.
   */
  mountCardForm(slots: CardFormSlots, options: Omit<CardFormMountOptions, 'onChange'>): () => void {
    return mountCardForm(this.form, slots, options, {
      holds: (form) => this.form === form && this.cardForm.kind === 'open',
      changed: (state) => {
        if (this.cardForm.kind !== 'open') return;
        this.cardForm = { ...this.cardForm, state };
        if (state.valid && this.fieldErrors.card?.kind === 'newCard') this.clearFieldError('card');
      },
      failed: (error) => {
        this.form = undefined;
        this.cardForm = { kind: 'openFailed', error };
      },
    });
  }

  /**
   * The failure above the form may have topped nothing up yet, or may have (a lost answer, a busy
   * or failing back office): Try again sends the same top-up under the same key. Not after a
   * refusal the back office kept (the form says what to change).
   */
  get mayTryAgain(): boolean {
    return this.error !== undefined && !endsTopUpIntent(this.error);
  }

  /** Another top-up after a result. */
  startAgain(): void {
    this.result = undefined;
    this.amountText = '';
    this.declined = undefined;
    this.attempts.clear();
  }

  /** The intent of a request: the kept attempt's when it is the same top-up (even after a reload), else a new one. */
  private intentFor(request: TopUpRequest): string {
    const kept = this.attempts.load();
    if (kept && sameTopUp(kept.request, request)) return kept.intentId;
    const attempt = { intentId: this.newIntentId(), request };
    this.attempts.save(attempt);
    return attempt.intentId;
  }

  /** The attempt of this intent is over (done, or refused): the next top-up is another intent. */
  private endAttempt(intentId: string): void {
    if (this.attempts.load()?.intentId === intentId) this.attempts.clear();
  }

  async submit(): Promise<void> {
    const option = this.option;
    if (this.submitting || !option) return;
    this.error = undefined;
    this.declined = undefined;
    const errors: Partial<Record<TopUpField, TopUpFieldError>> = {};
    const checked = checkTopUpAmount(this.amountText, option);
    if (!checked.ok) errors.amount = { kind: 'amount', problem: checked.problem };
    const byNewCard = option.method === 'card' && this.newCard;
    const cardId = option.method === 'card' && !byNewCard ? this.cards.find((c) => c.id === this.cardId)?.id : undefined;
    if (option.method === 'card' && !byNewCard && cardId === undefined) errors.card = { kind: 'chooseCard' };
    if (byNewCard && !(this.cardForm.kind === 'open' && this.cardForm.state.valid)) errors.card = { kind: 'newCard', reason: this.cardForm.kind === 'open' ? 'invalid' : 'unavailable' };
    this.fieldErrors = errors;
    if (!checked.ok || Object.keys(errors).length > 0) {
      this.presses += 1;
      return;
    }
    this.submitting = true;
    const plain: TopUpRequest = { amount: checked.amount, method: option.method, ...(cardId === undefined ? {} : { cardId }) };
    const request = byNewCard ? await this.newCardRequest(plain) : option.method === 'trustly' ? this.bankLinkRequest(plain) : plain;
    if (!request) {
      runInAction(() => {
        this.submitting = false;
        this.presses += 1;
      });
      return;
    }
    const intentId = this.intentFor(request);
    try {
      const outcome = await this.toppingUp.execute(request, intentId);
      runInAction(() => this.settle(outcome, intentId));
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        // Refused: a new card's token is used up too; the next press tokenizes the card in the fields again.
        if (endsTopUpIntent(raw)) this.endAttempt(intentId);
        const onFields: Partial<Record<TopUpField, TopUpFieldError>> = {};
        for (const fieldError of error.fieldErrors) {
          const field = fieldOf(fieldError.field);
          if (field && !onFields[field]) onFields[field] = { kind: 'server', type: fieldError.type, message: fieldError.message };
        }
        this.fieldErrors = onFields;
        // What no field shows goes above the form, with its error code.
        if (Object.keys(onFields).length === 0) this.error = error;
        else this.presses += 1;
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /**
   * A top-up by the new card in the provider's fields. A new card's top-up in doubt (its answer
   * lost, a failing back office: the tab keeps it, a reload too) for the same amount is sent again
   * as it was, with its token, under its key: never a second token, which could charge twice. Else
   * the provider tokenizes the card typed; undefined (with the fields' problem) when it gave no
   * token. The new card's 3-D Secure returns to the wallet.
   */
  private async newCardRequest(plain: TopUpRequest): Promise<TopUpRequest | undefined> {
    const kept = this.attempts.load();
    if (kept?.request.cardToken !== undefined && kept.threeDsTopUpId === undefined && sameTopUp(kept.request, { ...plain, cardToken: kept.request.cardToken })) return kept.request;
    const form = this.form;
    const tokenized = form ? await form.tokenize() : ({ ok: false, reason: 'unavailable' } as const);
    if (!tokenized.ok) {
      runInAction(() => {
        this.fieldErrors = { ...this.fieldErrors, card: { kind: 'newCard', reason: tokenized.reason } };
      });
      return undefined;
    }
    const back = this.returnAddress;
    return { ...plain, cardToken: tokenized.card.token, ...(back ? { returnTo: { successUrl: back, failureUrl: back } } : {}) };
  }

  /** A top-up by an instant bank payment: Trustly's page returns the customer to the portal's bank-link callback, on to the wallet. */
  private bankLinkRequest(plain: TopUpRequest): TopUpRequest {
    const back = this.returnAddress;
    return back ? { ...plain, returnTo: this.bankLinks.returnTo(new URL(back).origin) } : plain;
  }

  /** What the back office answered of the top-up of an intent. */
  private settle(outcome: TopUpOutcome, intentId: string): void {
    if (outcome.status === 'BANK_LINK') {
      const page = this.bankLinks.leaveFor(outcome.redirectUrl);
      if (!page) {
        // Not the bank link's vendor: the customer is not sent there (the top-up waits at the back office, nothing paid).
        this.endAttempt(intentId);
        this.bankReturn = undefined;
        this.error = new AppError('MalformedResponse', `The bank's page is not on a configured vendor origin: ${outcome.redirectUrl}`);
        return;
      }
      // The tab keeps the top-up waiting for the bank link: back in the wallet, its outcome is asked.
      const kept = this.attempts.load();
      if (kept?.intentId === intentId) this.attempts.save({ ...kept, bankLinkTopUpId: outcome.id });
      this.leavingFor = page;
      return;
    }
    if (outcome.status === 'THREE_DS') {
      if (!isVendorAddress(outcome.redirectUrl, this.newCards.vendorOrigins)) {
        // Not a card vendor's page: the customer is not sent there (the top-up waits at the back office, nothing charged).
        this.endAttempt(intentId);
        this.bankReturn = undefined;
        this.error = new AppError('MalformedResponse', `The 3-D Secure page is not on a configured vendor origin: ${outcome.redirectUrl}`);
        return;
      }
      // The tab keeps the top-up waiting for its 3-D Secure: back in the wallet, its outcome is asked.
      const kept = this.attempts.load();
      if (kept?.intentId === intentId) this.attempts.save({ ...kept, threeDsTopUpId: outcome.id });
      this.leavingFor = outcome.redirectUrl;
      return;
    }
    // Done, or declined: the next top-up is another intent.
    this.endAttempt(intentId);
    if (outcome.status === 'DECLINED') {
      this.declined = { code: outcome.code };
      return;
    }
    this.result = outcome;
    this.onTopUp?.(outcome);
    // A new card is saved with its top-up: the card lists follow.
    if (outcome.method === 'card' && this.newCard) void this.loadCards();
  }

  private clearFieldError(field: TopUpField): void {
    if (this.fieldErrors[field] === undefined) return;
    const { [field]: _cleared, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }
}

/** A new TopUpViewModel over the container's services and the tab's top-up attempts: one per visit of the wallet home. */
export const makeTopUpViewModel = (c: Resolver) =>
  new TopUpViewModel(c.get(ToppingUp), c.get(CardShelf), c.get(Clock), c.get(LocalTimeZone), new TabTopUpAttempts(c.get(TabStorageToken)), c.get(NewCardForms), c.get(TopUpBankLinks));
