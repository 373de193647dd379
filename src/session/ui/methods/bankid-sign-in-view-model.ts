import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Delay } from '@/shared/kernel/delay';
import { BANKID_MESSAGES, BankIdSigning } from '@/shared/ui/bankid-signing';
import { HOME_PATH, safeRedirectPath } from '../../domain/safe-redirect';
import { OauthFlow } from '../../application/oauth-flow';
import { SessionStore } from '../../application/ports';
import type { Resolver } from '@/shared/di/container-context';

export { BANKID_MESSAGES, BANKID_POLL_MS } from '@/shared/ui/bankid-signing';

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
  /** A BankID message (errors catalogue key) shown in place, with the error's code. */
  message: { readonly key: string; readonly error: AppError } | undefined = undefined;
  dialogError: AppError | undefined = undefined;
  blocked = false;
  /** Where to go once signed in; set when the sign-in completed. */
  done: string | undefined = undefined;
  /** The sign-in went on as a guest: the registration continues on /registration. */
  guestRegistration = false;
  private readonly signing: BankIdSigning;
  private readonly remembered: string | undefined;

  constructor(
    private readonly flow: OauthFlow,
    delay: Delay,
    store: SessionStore,
  ) {
    this.remembered = store.defaultLoginCountry();
    this.country = 'SE';
    this.signing = new BankIdSigning(delay);
    makeAutoObservable<BankIdSignInViewModel, 'flow' | 'signing' | 'remembered'>(this, { flow: false, signing: false, remembered: false }, { autoBind: true });
  }

  /** The BankID page's address while the customer signs. */
  get url(): string | undefined {
    return this.signing.url;
  }

  get cancelling(): boolean {
    return this.signing.cancelling;
  }

  get cancelled(): boolean {
    return this.signing.cancelled;
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
    const run = this.signing.begin();
    this.phase = 'starting';
    this.message = undefined;
    this.dialogError = undefined;
    this.signing.clearCancelled();
    const country = this.country;
    await this.signing.sign(
      run,
      async () => {
        await this.flow.open('SignInBankId', country);
        return (await this.flow.bankIdInit()).url;
      },
      () => (this.phase = 'signing'),
      {
        check: async () => {
          const progress = await this.flow.bankIdCheck();
          return progress.status === 'complete' ? progress : undefined;
        },
        signed: async (progress) => {
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
        },
        failed: this.fail,
      },
    );
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
    if (this.phase !== 'signing') return;
    await this.signing.cancel(
      () => this.flow.bankIdCancel(),
      () => {
        this.phase = 'idle';
        this.flow.abandon();
      },
      this.fail,
    );
  }

  /** Leaving the method: polling stops. */
  dispose(): void {
    this.signing.dispose();
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private fail(error: AppError): void {
    runInAction(() => {
      this.phase = 'idle';
      this.signing.clear();
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

/** A new BankIdSignInViewModel over the container's OAuth flow (once the OAuth modules are loaded): one per sign-in page. */
export const makeBankIdSignInViewModel = (c: Resolver) => new BankIdSignInViewModel(c.get(OauthFlow), c.get(Delay), c.get(SessionStore));
