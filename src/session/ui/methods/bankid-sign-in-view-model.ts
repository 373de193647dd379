import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Delay } from '@/shared/kernel/delay';
import { HOME_PATH, safeRedirectPath } from '../../domain/safe-redirect';
import type { OauthFlow } from '../../application/oauth-flow';
import type { SessionStore } from '../../application/ports';

/** How often the BankID check is asked while the customer signs. */
export const BANKID_POLL_MS = 2_000;

/** BankID errors (spec 02 section 8) by error type: keys of the errors catalogue. */
export const BANKID_MESSAGES: Readonly<Record<string, string>> = {
  SSNNotDefined: 'bankId.cannotDefineNumber',
  CountryNotDefined: 'bankId.cannotDefineCountry',
  InvalidCountry: 'bankId.cannotDefineCountry',
  BankIdResetDDOS: 'bankId.tryAgainLater',
  CodeNotDefined: 'bankId.sessionTerminated',
  AccountAlreadyExists: 'bankId.accountExists',
};

export type BankIdPhase = 'idle' | 'starting' | 'signing' | 'finishing' | 'no-account';

/**
 * Sign-in with BankID (SignInBankId): token, init (the BankID page's address: a QR code on a
 * desktop, opened on a phone), check every two seconds until signed, flush. Cancel resets BankID.
 */
export class BankIdSignInViewModel {
  phase: BankIdPhase = 'idle';
  country: string;
  /** Countries that sign in with BankID (the sign-in page's list: bank_id_login). */
  countries: readonly string[] = ['SE', 'NO'];
  url: string | undefined = undefined;
  cancelling = false;
  cancelled = false;
  /** A BankID message (errors catalogue key) shown in place, with the error's code. */
  message: { readonly key: string; readonly error: AppError } | undefined = undefined;
  dialogError: AppError | undefined = undefined;
  blocked = false;
  /** Where to go once signed in; set when the sign-in completed. */
  done: string | undefined = undefined;
  /** The sign-in went on as a guest: the registration continues on /registration. */
  guestRegistration = false;
  private run = 0;
  private readonly remembered: string | undefined;

  constructor(
    private readonly flow: OauthFlow,
    private readonly delay: Delay,
    store: SessionStore,
  ) {
    this.remembered = store.defaultLoginCountry();
    this.country = 'SE';
    makeAutoObservable<BankIdSignInViewModel, 'flow' | 'delay' | 'run' | 'remembered'>(this, { flow: false, delay: false, run: false, remembered: false }, { autoBind: true });
  }

  /** The BankID countries; the customer's sign-in country is pre-selected when it is one. */
  offer(countries: readonly string[]): void {
    this.countries = countries;
    this.country = this.remembered && countries.includes(this.remembered) ? this.remembered : (countries[0] ?? 'SE');
  }

  setCountry(country: string): void {
    if (this.countries.includes(country)) this.country = country;
  }

  /** Starts BankID and polls until it is signed, cancelled or fails. Resolves when that is settled. */
  async start(redirectQuery: string | null, origin?: string): Promise<void> {
    if (this.phase === 'starting' || this.phase === 'signing' || this.phase === 'finishing') return;
    const run = ++this.run;
    this.phase = 'starting';
    this.message = undefined;
    this.dialogError = undefined;
    this.cancelled = false;
    try {
      await this.flow.open('SignInBankId', this.country);
      const started = await this.flow.bankIdInit();
      if (run !== this.run) return;
      runInAction(() => {
        this.url = started.url;
        this.phase = 'signing';
      });
      for (;;) {
        await this.delay.wait(BANKID_POLL_MS);
        if (run !== this.run) return;
        const progress = await this.flow.bankIdCheck();
        if (run !== this.run) return;
        if (progress.status !== 'complete') continue;
        if (progress.customerExists === false) {
          runInAction(() => (this.phase = 'no-account'));
          return;
        }
        runInAction(() => (this.phase = 'finishing'));
        await this.flow.flush();
        runInAction(() => {
          this.phase = 'idle';
          this.done = safeRedirectPath(redirectQuery, HOME_PATH, origin);
        });
        return;
      }
    } catch (raw) {
      if (run === this.run) this.fail(toAppError(raw));
    }
  }

  /**
   * "BankID found no account" → register: the flow goes on as a guest (it becomes the registration
   * RegistrationBankId, BankID already signed), and the registration page continues it.
   */
  async continueAsGuest(): Promise<void> {
    if (this.phase !== 'no-account') return;
    this.phase = 'finishing';
    try {
      await this.flow.guest();
      runInAction(() => {
        this.phase = 'idle';
        this.guestRegistration = true;
      });
    } catch (raw) {
      this.fail(toAppError(raw));
    }
  }

  /** Cancel: stops polling and resets BankID on the server. */
  async cancel(): Promise<void> {
    if (this.phase !== 'signing' || this.cancelling) return;
    this.run += 1;
    this.cancelling = true;
    try {
      await this.flow.bankIdCancel();
      runInAction(() => {
        this.phase = 'idle';
        this.url = undefined;
        this.cancelled = true;
        this.flow.abandon();
      });
    } catch (raw) {
      this.fail(toAppError(raw));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }

  /** Leaving the method: polling stops. */
  dispose(): void {
    this.run += 1;
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private fail(error: AppError): void {
    runInAction(() => {
      this.phase = 'idle';
      this.url = undefined;
      if (error.hasType('DisabledCustomer')) {
        this.blocked = true;
        return;
      }
      const key = BANKID_MESSAGES[error.type];
      if (key) this.message = { key, error };
      else this.dialogError = error;
    });
  }
}
