import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import type { Money } from '@/shared/kernel/money';
import { LoadTask } from '@/shared/ui/load-task';
import { calendarMonthAt } from '../../domain/calendar-month';
import { usableCards, type WalletCard } from '../../domain/saved-card';
import {
  checkTopUpAmount, suggestionsFor, type TopUpAmountProblem, type TopUpMethod, type TopUpOption, type TopUpOptions, type TopUpRequest, type TopUpResult,
} from '../../domain/top-up';
import { CardShelf } from '../../application/card-shelf';
import { LocalTimeZone } from '../../application/home-ports';
import { endsTopUpIntent, sameTopUp, ToppingUp, type TopUpAttempts } from '../../application/topping-up';
import { TabTopUpAttempts } from '../../adapters/tab-top-up-attempts';
import type { Resolver } from '@/shared/di/container-context';

/** The form's fields, in the order the error summary lists them. */
export type TopUpField = 'amount' | 'method' | 'card';

/** What a field shows: a problem the form found, or the back office's refusal of it. */
export type TopUpFieldError =
  | { readonly kind: 'amount'; readonly problem: TopUpAmountProblem }
  | { readonly kind: 'chooseCard' }
  | { readonly kind: 'server'; readonly type: string; readonly message: string };

/** A field path of the back office's refusal -> the form's field. */
function fieldOf(path: string): TopUpField | undefined {
  if (path === 'amount' || path.startsWith('amount.')) return 'amount';
  if (path === 'card_id') return 'card';
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
 * reuses it, so the wallet is topped up once. Another amount, way or card is a
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

  constructor(
    private readonly toppingUp: ToppingUp,
    private readonly shelf: CardShelf,
    private readonly clock: Clock,
    private readonly timeZone: string,
    /** The attempt in progress (its intent id and request), kept with the tab. */
    private readonly attempts: TopUpAttempts,
    /** A new customer intent id (a UUID in the browser). */
    private readonly newIntentId: () => string = () => globalThis.crypto.randomUUID(),
  ) {
    this.options = new LoadTask(() => toppingUp.options());
    makeAutoObservable<TopUpViewModel, 'toppingUp' | 'shelf' | 'clock' | 'timeZone' | 'newIntentId' | 'attempts'>(
      this,
      { options: false, toppingUp: false, shelf: false, clock: false, timeZone: false, onTopUp: false, newIntentId: false, attempts: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await Promise.all([this.options.load(), this.loadCards()]);
    runInAction(() => {
      this.method ??= this.options.value?.options[0]?.method;
      this.cardId ??= this.cards[0]?.id;
    });
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
    this.clearFieldError('card');
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
    const errors: Partial<Record<TopUpField, TopUpFieldError>> = {};
    const checked = checkTopUpAmount(this.amountText, option);
    if (!checked.ok) errors.amount = { kind: 'amount', problem: checked.problem };
    const cardId = option.method === 'card' ? this.cards.find((c) => c.id === this.cardId)?.id : undefined;
    if (option.method === 'card' && cardId === undefined) errors.card = { kind: 'chooseCard' };
    this.fieldErrors = errors;
    if (!checked.ok || Object.keys(errors).length > 0) {
      this.presses += 1;
      return;
    }
    this.submitting = true;
    const request: TopUpRequest = { amount: checked.amount, method: option.method, ...(cardId === undefined ? {} : { cardId }) };
    const intentId = this.intentFor(request);
    try {
      const result = await this.toppingUp.execute(request, intentId);
      runInAction(() => {
        this.result = result;
        // Done: the next top-up is another intent.
        this.endAttempt(intentId);
      });
      this.onTopUp?.(result);
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
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

  private clearFieldError(field: TopUpField): void {
    if (this.fieldErrors[field] === undefined) return;
    const { [field]: _cleared, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }
}

/** A new TopUpViewModel over the container's services and the tab's top-up attempts: one per visit of the wallet home. */
export const makeTopUpViewModel = (c: Resolver) =>
  new TopUpViewModel(c.get(ToppingUp), c.get(CardShelf), c.get(Clock), c.get(LocalTimeZone), new TabTopUpAttempts(c.get(TabStorageToken)));
