import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@/shared/kernel/app-error';
import { Delay } from '@/shared/kernel/delay';
import { BANKID_MESSAGES, BankIdSigning } from '@/shared/ui/bankid-signing';
import { bankIdNumber, field } from '@/shared/validation/rules';
import { HOME_PATH, safeRedirectPath } from '../../domain/safe-redirect';
import { PinSignIn, type PinSignInOrder } from '../../application/pin-sign-in';
import { SessionStore } from '../../application/ports';
import type { Resolver } from '@/shared/di/container-context';
import { INLINE_TYPES } from './method-errors';

/** How long the portal waits for the BankID signature before the order counts as timed out. */
export const PIN_SIGN_IN_TIMEOUT_MS = 180_000;

export type PinPhase = 'idle' | 'starting' | 'signing' | 'finishing';
export type PinFocus = 'summary' | 'inline' | 'message' | 'dialog';

const numberRule = field(bankIdNumber());

/**
 * Sign-in with a personal identity number: the number (BankID number rule), a BankID order for it
 * (the BankID page: a QR code on a desktop, opened on a phone), then a check every two seconds
 * until the customer has signed, then the session. Cancel stops waiting; after three minutes
 * unsigned the order has timed out.
 */
export class PinSignInViewModel {
  phase: PinPhase = 'idle';
  country = 'SE';
  /** The BankID countries (the country config's bank_id_login). */
  countries: readonly string[] = [];
  personalIdentityNumber = '';
  /** The form's own check: an encoded validation message (validation:…). */
  clientError: string | undefined = undefined;
  /** The server's error on the number field. */
  fieldError: { readonly type: string; readonly message: string } | undefined = undefined;
  timedOut = false;
  /** A BankID message (errors catalogue key) shown in place, with the error's code. */
  message: { readonly key: string; readonly error: AppError } | undefined = undefined;
  /** An account message (not found, not active) in place above the form. */
  inlineError: AppError | undefined = undefined;
  dialogError: AppError | undefined = undefined;
  blocked = false;
  /** Where to go once signed in. */
  done: string | undefined = undefined;
  focusRequest: { readonly target: PinFocus; readonly seq: number } | undefined = undefined;
  private attempts = 0;
  private readonly signing: BankIdSigning;
  private readonly remembered: string | undefined;

  constructor(
    private readonly pinSignIn: PinSignIn,
    delay: Delay,
    store: SessionStore,
  ) {
    this.remembered = store.defaultLoginCountry();
    this.signing = new BankIdSigning(delay, PIN_SIGN_IN_TIMEOUT_MS);
    makeAutoObservable<PinSignInViewModel, 'pinSignIn' | 'signing' | 'remembered' | 'attempts'>(
      this,
      { pinSignIn: false, signing: false, remembered: false, attempts: false },
      { autoBind: true },
    );
  }

  /** The BankID page's address while the customer signs. */
  get url(): string | undefined {
    return this.signing.url;
  }

  get cancelled(): boolean {
    return this.signing.cancelled;
  }

  /** The BankID countries; the customer's sign-in country is pre-selected when it is one. */
  offer(countries: readonly string[]): void {
    this.countries = countries;
    this.country = this.remembered && countries.includes(this.remembered) ? this.remembered : (countries[0] ?? '');
  }

  setCountry(country: string): void {
    if (this.countries.includes(country)) this.country = country;
  }

  setNumber(value: string): void {
    this.personalIdentityNumber = value;
    this.fieldError = undefined;
    if (this.attempts > 0) this.clientError = this.check();
  }

  get busy(): boolean {
    return this.phase !== 'idle';
  }

  /** Starts the order and checks it until signed, cancelled, timed out or refused. */
  async start(redirectQuery: string | null, origin?: string): Promise<void> {
    if (this.busy) return;
    this.attempts += 1;
    this.clientError = this.check();
    this.fieldError = undefined;
    this.message = undefined;
    this.inlineError = undefined;
    this.dialogError = undefined;
    this.signing.clearCancelled();
    this.timedOut = false;
    if (this.clientError) return this.requestFocus('summary');
    const run = this.signing.begin();
    this.phase = 'starting';
    let order: PinSignInOrder;
    await this.signing.sign(
      run,
      async () => {
        order = await this.pinSignIn.start(this.personalIdentityNumber.trim(), this.country);
        return order.url;
      },
      () => (this.phase = 'signing'),
      {
        check: async () => {
          const result = await this.pinSignIn.check(order);
          return result === 'pending' ? undefined : result;
        },
        signed: () =>
          runInAction(() => {
            this.stop();
            this.done = safeRedirectPath(redirectQuery, HOME_PATH, origin);
          }),
        failed: this.fail,
        timedOut: () => {
          this.stop();
          this.timedOut = true;
          this.requestFocus('message');
        },
      },
    );
  }

  /** Cancel: stops waiting for the signature; the number stays as typed. */
  cancel(): void {
    if (this.phase !== 'signing') return;
    this.signing.stopWaiting();
    this.stop();
    this.requestFocus('message');
  }

  /** Leaving the method: waiting stops. */
  dispose(): void {
    this.signing.dispose();
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private check(): string | undefined {
    const result = numberRule.safeParse(this.personalIdentityNumber.trim());
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  private stop(): void {
    this.phase = 'idle';
    this.signing.clear();
  }

  private requestFocus(target: PinFocus): void {
    this.focusRequest = { target, seq: this.attempts + this.signing.runs };
  }

  private fail(error: AppError): void {
    runInAction(() => {
      this.stop();
      if (error.hasType('DisabledCustomer')) {
        this.blocked = true;
        return;
      }
      const onNumber = error.fieldErrors.find((f) => f.field === 'personalIdentityNumber');
      const key = BANKID_MESSAGES[error.type];
      if (INLINE_TYPES.has(error.type)) {
        this.inlineError = error;
        this.requestFocus('inline');
      } else if (onNumber) {
        this.fieldError = { type: onNumber.type, message: onNumber.message };
        this.requestFocus('summary');
      } else if (key) {
        this.message = { key, error };
        this.requestFocus('message');
      } else {
        this.dialogError = error;
        this.requestFocus('dialog');
      }
    });
  }
}

/** A new PinSignInViewModel over the container's BankID order (once the OAuth modules are loaded): one per sign-in page. */
export const makePinSignInViewModel = (c: Resolver) => new PinSignInViewModel(c.get(PinSignIn), c.get(Delay), c.get(SessionStore));
