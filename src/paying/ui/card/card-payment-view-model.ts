import { makeAutoObservable, runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { AppConfigToken } from '@/app/config-token';
import type { Resolver } from '@/shared/di/container-context';
import type { MethodForm, PanelPayment, PaymentPanelProps } from '@/shared/payment/payment-panel';
import { mountCardForm } from '@/shared/ui/card-form-mount';
import { LoadTask } from '@/shared/ui/load-task';
import { listenForVendorMessages, type VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import { isVendorAddress } from '@/shared/vendor/vendor-address';
import { defaultCard, isExpired, type SavedCard } from '../../domain/card';
import { DIALOG_REMEDY, StatusPolling, dialogOf, statusStep, type CardDialog } from '../../domain/card-payment';
import { CardGateway } from '../../application/card-gateway';
import { CardEnrollment, enrollmentReturn } from '../../application/card-enrollment';
import { CardForms, EMPTY_CARD_FORM, type CardForm, type CardFormSlots, type CardFormState, type CardProviderName, type CardTokenizeFailure, type TokenizedCard } from '../../application/card-form';
import { challengeMessage, type ChallengeMessage } from './three-ds-challenge-protocol';

export { isVendorAddress } from '@/shared/vendor/vendor-address';

export interface CardPaymentDependencies {
  readonly cards: CardGateway;
  readonly clock: Clock;
  /** Configured vendor origins (`config.vendorOrigins`): the only senders heard, the only addresses framed or posted to. */
  readonly vendorOrigins: readonly string[];
  /** Where a card is being added from, for the provider's enrollment result page. */
  readonly enrollment: CardEnrollment;
  /** The card providers' fields (the adapter of the provider the back office names: cards.cardProvider()). */
  readonly cardForms: CardForms;
  /** This portal's origin (window.location.origin): Checkout.com returns there after a card add's 3-D Secure. */
  readonly portalOrigin: string;
  /** Leaves the portal for an address in this tab (window.location.assign): the card issuer's 3-D Secure page. */
  readonly leave: (address: string) => void;
}

/** The placeholders of the vendor's fields where the vendor has no texts of its own in the portal's language. */
export interface CardFieldPlaceholders {
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly cvv: string;
}

/** The card provider's fields ("Add a new card"). */
export type CardFormStep =
  | { readonly kind: 'closed' }
  | { readonly kind: 'opening' }
  | { readonly kind: 'openFailed'; readonly error: AppError }
  /**
   * The vendor's fields in the page (a spinner until they are ready), as the vendor judges them;
   * `submitting` while the vendor tokenizes; `problem` why the last Save gave no token.
   */
  | {
      readonly kind: 'open';
      readonly provider: CardProviderName;
      readonly layout: CardForm['layout'];
      readonly state: CardFormState;
      readonly submitting: boolean;
      readonly problem: CardTokenizeFailure | undefined;
    }
  /** The vendor gave the token: the card is being saved. */
  | { readonly kind: 'saving'; readonly last4: string }
  /** The card's issuer asks for 3-D Secure: the whole page is on its way to the issuer's page (Checkout.com's redirect). */
  | { readonly kind: 'leaving' }
  | { readonly kind: 'saveFailed'; readonly error: AppError };

/** Where the payment stands. */
export type CardPaymentStep =
  /** The saved cards and Pay. */
  | { readonly kind: 'choosing' }
  /** pay() runs. */
  | { readonly kind: 'paying' }
  /** 3-D Secure: the issuer's challenge in the vendor's frame. */
  | { readonly kind: 'challenge'; readonly payment: PanelPayment; readonly url: string; readonly loaded: boolean }
  /** The payment waits: its status is asked for at once, then every 15 s. */
  | { readonly kind: 'checking'; readonly payment: PanelPayment }
  | { readonly kind: 'approved' }
  /** Declined, with the card payment code (its message). */
  | { readonly kind: 'declined'; readonly code: string | undefined }
  /** The status could not be had: a failure (spec 02 section 4), with the error's code. */
  | { readonly kind: 'failed'; readonly error: AppError }
  /** The payment's status could not be read: the pay step shows it as unknown and asks again. */
  | { readonly kind: 'unknown' };

/**
 * Paying a transfer by card (issue 8; spec 02 sections 3, 4, 8 and 9): the saved cards (expired
 * ones marked and not selectable), a new card through the provider's hosted form on the vendor
 * origin (only its token reaches the portal: card add, then the card is chosen), Pay with the chosen
 * card through the pay step's `pay`, the 3-D Secure method form posted into a hidden sandboxed frame
 * and the challenge in the vendor's frame, then the payment's status at once and every 15 s:
 * APPROVED is success, WAITING asks again, anything else or an error is failure. The three
 * refusals with a dialog of their own open it. The vendor is heard only through the vendor
 * message module.
 */
export class CardPaymentViewModel {
  readonly cards: LoadTask<SavedCard[]>;
  chosenId: number | undefined = undefined;
  cardForm: CardFormStep = { kind: 'closed' };
  step: CardPaymentStep = { kind: 'choosing' };
  /** Pay was pressed without a card that can pay. */
  problem: 'chooseCard' | undefined = undefined;
  /** pay's refusal without a dialog of its own, shown with its error code. */
  payError: AppError | undefined = undefined;
  dialog: { readonly kind: CardDialog; readonly error: AppError | undefined } | undefined = undefined;
  /** The 3-D Secure method form the page is to post into its hidden frame (cleared once posted). */
  methodForm: MethodForm | undefined = undefined;
  /** The card just added was saved already: it is chosen instead. */
  notice: 'alreadySaved' | undefined = undefined;
  now: number;

  private readonly polling = new StatusPolling();
  private disposed = false;
  /** The card provider the back office named (asked once per panel). */
  private provider: CardProviderName | undefined = undefined;
  /** The vendor's card form while it is open. */
  private form: CardForm | undefined = undefined;
  /** The card a 3-D Secure enrollment saved, to be chosen once the cards are loaded. */
  private addedCard: number | undefined = undefined;

  constructor(
    private readonly deps: CardPaymentDependencies,
    private props: PaymentPanelProps,
  ) {
    this.now = deps.clock.now();
    this.cards = new LoadTask(() => deps.cards.list());
    makeAutoObservable<CardPaymentViewModel, 'deps' | 'props' | 'polling' | 'disposed' | 'provider' | 'form' | 'addedCard'>(
      this,
      { deps: false, props: false, polling: false, disposed: false, cards: false, provider: false, form: false, addedCard: false },
      { autoBind: true },
    );
  }

  /** The pay step's latest callbacks (a new render may pass new functions). */
  setProps(props: PaymentPanelProps): void {
    this.props = props;
  }

  get transfer() {
    return this.props.transfer;
  }

  /** Every saved card, with whether it can pay now. */
  get cardList(): readonly { readonly card: SavedCard; readonly expired: boolean }[] {
    return (this.cards.value ?? []).map((card) => ({ card, expired: isExpired(card, this.now) }));
  }

  /** The card Pay uses: the chosen one while it can pay, else the first that can. */
  get chosen(): SavedCard | undefined {
    return defaultCard(this.cards.value ?? [], this.chosenId, this.now);
  }

  get busy(): boolean {
    return this.step.kind === 'paying' || this.step.kind === 'challenge' || this.step.kind === 'checking' || this.cardForm.kind === 'saving' || this.cardForm.kind === 'leaving';
  }

  /** When the next status check is due (while the payment waits). */
  get nextCheckAt(): number | undefined {
    return this.step.kind === 'checking' ? this.polling.nextCheckAt : undefined;
  }

  /**
   * Loads the cards; a panel mounted again (React's strict mode mounts twice) takes up a waiting
   * payment's checks again. The card a 3-D Secure enrollment just saved (the customer came back from
   * the enrollment result page) is chosen when it can pay.
   */
  async load(): Promise<void> {
    this.disposed = false;
    this.addedCard ??= this.deps.enrollment.takeAddedCard();
    if (this.step.kind === 'checking' && this.polling.nextCheckAt === undefined) {
      this.polling.start(this.deps.clock.now());
      void this.check();
    }
    await this.cards.load();
    runInAction(() => {
      this.now = this.deps.clock.now();
      const added = this.addedCard;
      if (added !== undefined && this.cards.state === 'ready') {
        this.addedCard = undefined;
        if (this.cardList.some((c) => c.card.id === added && !c.expired)) this.chosenId = added;
      }
      this.chosenId = this.chosen?.id;
    });
  }

  choose(cardId: number): void {
    if (this.step.kind !== 'choosing') return;
    const entry = this.cardList.find((c) => c.card.id === cardId);
    if (!entry || entry.expired) return;
    this.chosenId = cardId;
    this.problem = undefined;
  }

  // ---- a new card: the provider's fields -------------------------------------------------------------

  /** "Add a new card" (and Try again after the form could not open or the card could not be saved). */
  async openCardForm(): Promise<void> {
    const current = this.cardForm.kind;
    if (current === 'opening' || current === 'open' || current === 'saving' || current === 'leaving' || this.busy) return;
    this.cardForm = { kind: 'opening' };
    this.notice = undefined;
    try {
      // The back office names the customer's card provider; its adapter is loaded now (its own chunk).
      this.provider ??= await this.deps.cards.cardProvider();
      const provider = this.provider;
      const form = await this.deps.cardForms.forProvider(provider);
      runInAction(() => {
        if (this.cardForm.kind !== 'opening') return;
        this.form = form;
        this.deps.enrollment.start(provider === 'fiserv' ? { kind: 'fiserv', origin: 'remittance' } : 'remittance');
        this.cardForm = { kind: 'open', provider, layout: form.layout, state: EMPTY_CARD_FORM, submitting: false, problem: undefined };
      });
    } catch (raw) {
      runInAction(() => {
        if (this.cardForm.kind === 'opening') this.cardForm = { kind: 'openFailed', error: toAppError(raw) };
      });
    }
  }

  closeCardForm(): void {
    if (this.cardForm.kind !== 'saving' && this.cardForm.kind !== 'leaving') this.cardForm = { kind: 'closed' };
  }

  /**
   * The panel's slots are in the page: the vendor draws its fields there. Returns the function that
   * removes them (the panel calls it when the form closes or the card is being saved).
   */
  mountCardForm(slots: CardFormSlots, locale: string, texts: { readonly placeholders?: CardFieldPlaceholders; readonly title?: string } = {}): () => void {
    return mountCardForm(this.form, slots, { locale, ...texts }, {
      holds: (form) => this.form === form && this.cardForm.kind === 'open',
      changed: (state) => {
        const step = this.cardForm;
        if (step.kind === 'open') this.cardForm = { ...step, state, problem: step.problem === 'invalid' && state.valid ? undefined : step.problem };
      },
      failed: (error) => {
        this.form = undefined;
        this.cardForm = { kind: 'openFailed', error };
      },
    });
  }

  /**
   * "Save card": the vendor tokenizes the card typed; its token alone reaches the portal, and card
   * add saves it. Vantiv's (Worldpay eProtect's paypage registration id) pays the transfer at once
   * instead: its button says "Pay <amount> with this card".
   */
  async saveNewCard(): Promise<void> {
    const step = this.cardForm;
    const form = this.form;
    if (step.kind !== 'open' || step.submitting || !form || !step.state.ready) return;
    this.cardForm = { ...step, submitting: true, problem: undefined };
    const result = await form.tokenize();
    runInAction(() => {
      const now = this.cardForm;
      if (now.kind !== 'open' || this.form !== form) return;
      if (!result.ok) {
        this.cardForm = { ...now, submitting: false, problem: result.reason };
        return;
      }
      if (now.provider === 'vantiv') void this.payByRegistration(result.card);
      else void this.saveCard(result.card.token, result.card.last4);
    });
  }

  /**
   * Vantiv: the card just registered on eProtect's frame pays the transfer
   * (POST api/vantiv-transaction/authorization with its paypage registration id, which the back
   * office takes once); approved, the back office saved the card too (the list is loaded again).
   * Declined: the decline's card payment code, as a payment's. A refusal: its dialog, or the card
   * form's failure (the registration is used up: the card is entered again). The back office
   * refuses a second authorization of a paid transfer, so entering the card again cannot pay twice.
   */
  private async payByRegistration(card: TokenizedCard): Promise<void> {
    if (this.step.kind !== 'choosing') return;
    this.deps.enrollment.finish();
    this.form = undefined;
    this.cardForm = { kind: 'closed' };
    this.problem = undefined;
    this.payError = undefined;
    this.notice = undefined;
    this.step = { kind: 'paying' };
    try {
      const authorization = await this.deps.cards.authorizeVantiv(card.token, this.props.transfer.transactionReference);
      void this.cards.load();
      runInAction(() => {
        if (this.disposed || this.step.kind !== 'paying') return;
        if (authorization.status === 'APPROVED') this.succeed();
        else this.decline(authorization.code);
      });
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => this.backToChoosing(error, () => (this.cardForm = { kind: 'saveFailed', error })));
    }
  }

  private async saveCard(token: string, last4: string): Promise<void> {
    this.cardForm = { kind: 'saving', last4 };
    try {
      // A Checkout.com card may need 3-D Secure: Checkout is to send the customer back to the enrollment result page.
      const added = await this.deps.cards.add(token, this.provider === 'checkout' ? enrollmentReturn(this.deps.portalOrigin) : undefined);
      if (added.status === 'threeDs') {
        this.leaveForThreeDs(added.redirectUrl);
        return;
      }
      const card = added.card;
      await this.cards.load();
      runInAction(() => {
        this.deps.enrollment.finish();
        this.form = undefined;
        this.cardForm = { kind: 'closed' };
        this.chosenId = card.id;
        this.problem = undefined;
      });
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        if (error.status === 409 && this.cards.value?.some((k) => k.last4 === last4)) {
          // The card is saved already: that one is chosen.
          this.deps.enrollment.finish();
          this.cardForm = { kind: 'closed' };
          this.notice = 'alreadySaved';
          const saved = this.cardList.find((k) => k.card.last4 === last4 && !k.expired);
          if (saved) this.chosenId = saved.card.id;
          return;
        }
        this.cardForm = { kind: 'saveFailed', error };
      });
    }
  }

  /**
   * The card's issuer asks for 3-D Secure before the card is saved: the enrollment is remembered
   * (the way back is the transfer's pay step) and the whole page goes to the issuer's page, on a
   * configured vendor origin only (Checkout.com's redirect; it returns to /checkout-card-enrollment).
   */
  private leaveForThreeDs(address: string): void {
    runInAction(() => {
      if (!isVendorAddress(address, this.deps.vendorOrigins)) {
        this.cardForm = { kind: 'saveFailed', error: new AppError('MalformedResponse', `The 3-D Secure page is not on a configured vendor origin: ${address}`) };
        return;
      }
      this.deps.enrollment.start('remittance');
      this.form = undefined;
      this.cardForm = { kind: 'leaving' };
      this.deps.leave(address);
    });
  }

  // ---- paying ------------------------------------------------------------------------------------------

  /** Pay with the chosen card (once per intent: the pay step's keys make repeats the same payment). */
  async pay(): Promise<void> {
    if (this.step.kind !== 'choosing' || this.cardForm.kind === 'saving' || this.cardForm.kind === 'leaving') return;
    const card = this.chosen;
    if (!card) {
      this.problem = 'chooseCard';
      return;
    }
    this.problem = undefined;
    this.payError = undefined;
    this.notice = undefined;
    this.step = { kind: 'paying' };
    let payment: PanelPayment;
    try {
      payment = await this.props.pay({ cardId: card.id });
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => this.backToChoosing(error, () => (this.payError = error)));
      return;
    }
    runInAction(() => this.follow(payment));
  }

  /** What pay answered: paid, a 3-D Secure challenge, or a payment whose status is asked for now. */
  private follow(payment: PanelPayment): void {
    if (this.disposed) return;
    if (payment.status === 'APPROVED') {
      this.succeed();
      return;
    }
    const methodForm = payment.methodForm;
    // The method form goes only to the provider's origin (never to an address the answer names elsewhere).
    if (methodForm && isVendorAddress(methodForm.action, this.deps.vendorOrigins)) this.methodForm = methodForm;
    if (payment.status === 'WAITING' && payment.challengeUrl !== undefined) {
      if (!isVendorAddress(payment.challengeUrl, this.deps.vendorOrigins)) {
        this.fail(new AppError('MalformedResponse', `The 3-D Secure page is not on a configured vendor origin: ${payment.challengeUrl}`));
        return;
      }
      this.step = { kind: 'challenge', payment, url: payment.challengeUrl, loaded: false };
      return;
    }
    this.startChecking(payment);
  }

  /** The page posted the method form into its hidden frame. */
  methodFormPosted(): void {
    this.methodForm = undefined;
  }

  /** Hears the challenge's frame through the vendor message module. Returns the function that stops it. */
  listenToChallenge(target: VendorMessageTarget, frame: { readonly contentWindow: unknown }): () => void {
    return listenForVendorMessages({ target, allowedOrigins: this.deps.vendorOrigins, schema: challengeMessage, frame, onMessage: this.receiveFromChallenge });
  }

  /** A message of the card protocol from the challenge's frame (origin, frame and shape already checked). */
  receiveFromChallenge(message: ChallengeMessage): void {
    const step = this.step;
    if (step.kind !== 'challenge' || message.payment !== step.payment.id) return;
    if (message.type === '3ds-loaded') {
      this.step = { ...step, loaded: true };
      return;
    }
    // The outcome is the server's to say: its status is asked for at once.
    this.startChecking(step.payment);
  }

  private startChecking(payment: PanelPayment): void {
    this.step = { kind: 'checking', payment };
    this.polling.start(this.deps.clock.now());
    void this.check();
  }

  /** Once a second while the payment waits (the page's timer; the scenario's clock in tests). */
  async tick(): Promise<void> {
    this.now = this.deps.clock.now();
    await this.check();
  }

  /** Asks for the payment's status when a check is due. */
  private async check(): Promise<void> {
    const step = this.step;
    if (step.kind !== 'checking' || this.disposed || !this.polling.due(this.deps.clock.now())) return;
    this.polling.asked();
    try {
      const state = await this.props.paymentStatus(step.payment.statusHref);
      runInAction(() => {
        if (this.step !== step || this.disposed) return;
        const next = statusStep(state.status);
        this.polling.answered(next, this.deps.clock.now());
        if (next === 'success') this.succeed();
        else if (next === 'failure') this.decline(state.code);
      });
    } catch (raw) {
      runInAction(() => {
        if (this.step !== step || this.disposed) return;
        this.polling.stop();
        // Nobody knows whether the card was charged: the pay step says so and asks again.
        this.step = { kind: 'unknown' };
        this.props.onOutcome({ status: 'unknown', payment: step.payment.statusHref, error: toAppError(raw) });
      });
    }
  }

  private succeed(): void {
    this.step = { kind: 'approved' };
    this.props.onOutcome({ status: 'successful' });
  }

  private decline(code: string | undefined): void {
    this.step = { kind: 'declined', code };
    const dialog = dialogOf({ code });
    if (dialog) this.dialog = { kind: dialog, error: undefined };
    this.props.onOutcome(code === undefined ? { status: 'failed' } : { status: 'failed', code });
  }

  private fail(error: AppError): void {
    this.step = { kind: 'failed', error };
    this.props.onOutcome({ status: 'failed' });
  }

  /** After a decline or a failure: back to the cards, to pay again (the pay step moves on to a new key). */
  chooseAgain(): void {
    if (this.step.kind !== 'declined' && this.step.kind !== 'failed') return;
    this.step = { kind: 'choosing' };
    this.now = this.deps.clock.now();
  }

  /** OK on a dialog: a new card after the issuer-country and expired dialogs, the same card again after the bank's refusal. */
  closeDialog(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    this.dialog = undefined;
    if (this.step.kind === 'declined') this.chooseAgain();
    if (DIALOG_REMEDY[dialog.kind] === 'newCard') void this.openCardForm();
  }

  /** Back to the choice of method: only before anything was paid. */
  cancel(): void {
    if (this.step.kind === 'choosing' && this.cardForm.kind !== 'saving') this.props.onCancel();
  }

  dispose(): void {
    this.disposed = true;
    this.polling.stop();
  }

  /** A refused payment or card: back to choosing, the refusal in its dialog when it has one, else `otherwise` says it. */
  private backToChoosing(error: AppError, otherwise: () => void): void {
    this.step = { kind: 'choosing' };
    const dialog = dialogOf({ types: [error.type, ...error.fieldErrors.map((e) => e.type)] });
    if (dialog) this.dialog = { kind: dialog, error };
    else otherwise();
  }
}

/** A new CardPaymentViewModel for a mounted panel, over the container's services and the pay step's props. */
export const makeCardPaymentViewModel = (c: Resolver, props: PaymentPanelProps) =>
  new CardPaymentViewModel(
    {
      cards: c.get(CardGateway),
      clock: c.get(Clock),
      vendorOrigins: c.get(AppConfigToken).vendorOrigins,
      enrollment: new CardEnrollment(c.get(TabStorageToken)),
      cardForms: c.get(CardForms),
      portalOrigin: window.location.origin,
      // A card's 3-D Secure: the whole page goes to the issuer's page (Checkout.com's redirect), as the bank link does.
      leave: (address) => window.location.assign(address),
    },
    props,
  );
