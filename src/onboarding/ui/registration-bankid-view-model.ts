import { makeAutoObservable, runInAction } from 'mobx';
import { z } from 'zod/mini';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Delay } from '@/shared/kernel/delay';
import { FormModel } from '@/shared/validation/form-model';
import { bankIdNumber, email, field, required } from '@/shared/validation/rules';
import type { RegistrationDraftStore } from '../application/ports';
import type { BankIdRegistrationStep, RegisterWithBankId } from '../application/register-by-oauth';
import { STEP_PATHS } from '../application/registration-steps';

/** How often BankID is checked while the customer signs (as on /sign-in). */
export const REGISTRATION_BANKID_POLL_MS = 2_000;

/** BankID failures with their own message (spec 02 section 8): keys of the errors catalogue. */
const BANKID_MESSAGE_KEYS: ReadonlyArray<readonly [type: string, key: string]> = [
  ['SSNNotDefined', 'bankId.cannotDefineNumber'],
  ['CountryNotDefined', 'bankId.cannotDefineCountry'],
  ['InvalidCountry', 'bankId.cannotDefineCountry'],
  ['BankIdResetDDOS', 'bankId.tryAgainLater'],
  ['CodeNotDefined', 'bankId.sessionTerminated'],
];

export type BankIdWayValues = { personalIdentityNumber: string; email: string };
export type BankIdWayPhase = 'form' | 'starting' | 'signing' | 'finishing' | 'email-needed';

/**
 * The BankID way on /registration (RegistrationBankId, Sweden and Norway): personal identity number
 * and e-mail, then BankID (a QR code on a desktop, the link on a phone; checked every two seconds;
 * Cancel resets it), then the account and the first registration step, prefilled from BankID.
 * Coming back from the BankID app (the nets callback) or from a BankID sign-in that found no
 * account, the running flow continues.
 */
export class RegistrationBankIdViewModel {
  phase: BankIdWayPhase = 'form';
  url: string | undefined = undefined;
  cancelling = false;
  cancelled = false;
  /** A BankID message (errors catalogue key) shown in place, with the error's code. */
  message: { readonly key: string; readonly error: AppError } | undefined = undefined;
  /** The number or the e-mail already has an account: "sign in instead". */
  existingAccount: { readonly type: 'AccountAlreadyExists' | 'CustomerAlreadyExists'; readonly email: string } | undefined = undefined;
  /** A failure no field or message takes (the error dialog, with the error code). */
  dialogError: AppError | undefined = undefined;
  /** The nets callback arrived with no registration running: the way is chosen again. */
  notRunning = false;
  done: string | undefined = undefined;
  readonly form: FormModel<BankIdWayValues, BankIdWayValues, BankIdRegistrationStep | { kind: 'started'; url: string }>;
  private run = 0;

  constructor(
    private readonly register: RegisterWithBankId,
    private readonly delay: Delay,
    drafts: RegistrationDraftStore,
  ) {
    const draft = drafts.load();
    this.form = new FormModel({
      schema: z.object({ personalIdentityNumber: field(bankIdNumber()), email: field(required(), email()) }),
      initial: { personalIdentityNumber: draft.personalIdentityNumber ?? '', email: draft.email ?? '' },
      submit: (values: BankIdWayValues) =>
        this.phase === 'email-needed' ? this.register.complete(values.email) : this.register.start(values).then(({ url }) => ({ kind: 'started' as const, url })),
      saveDraft: (values) => drafts.save({ personalIdentityNumber: values.personalIdentityNumber, email: values.email }),
      handleError: (error) => this.handleError(error),
    });
    makeAutoObservable<RegistrationBankIdViewModel, 'register' | 'delay' | 'run'>(this, { register: false, delay: false, run: false, form: false }, { autoBind: true });
  }

  /** "Continue with BankID" (or, after a guest sign-in, "Create account" with the e-mail). Resolves when settled. */
  async submit(): Promise<void> {
    this.clearMessages();
    const run = ++this.run;
    const outcome = await this.form.submit();
    if (!outcome.ok || run !== this.run) return;
    const result = outcome.result;
    if (result.kind === 'started') {
      runInAction(() => {
        this.url = result.url;
        this.phase = 'signing';
      });
      await this.poll(run);
    } else {
      this.settle(result);
    }
  }

  /**
   * The page opened with the nets callback (back from the BankID app) or after a guest sign-in:
   * the running BankID registration continues; with none running, the way is chosen again.
   */
  async continueRunning(): Promise<void> {
    if (!this.register.running()) {
      this.notRunning = true;
      return;
    }
    const run = ++this.run;
    this.phase = 'signing';
    try {
      await this.register.resume();
    } catch (raw) {
      if (run === this.run) this.fail(toAppError(raw));
      return;
    }
    await this.poll(run);
  }

  /** Cancel: polling stops and BankID is reset. */
  async cancel(): Promise<void> {
    if (this.phase !== 'signing' || this.cancelling) return;
    this.run += 1;
    this.cancelling = true;
    try {
      await this.register.cancel();
      runInAction(() => {
        this.phase = 'form';
        this.url = undefined;
        this.cancelled = true;
      });
    } catch (raw) {
      this.fail(toAppError(raw));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }

  /** Leaving the page: polling stops. */
  dispose(): void {
    this.run += 1;
  }

  dismissDialog(): void {
    this.dialogError = undefined;
    this.form.dismissDialog();
  }

  private async poll(run: number): Promise<void> {
    try {
      for (;;) {
        await this.delay.wait(REGISTRATION_BANKID_POLL_MS);
        if (run !== this.run) return;
        if (await this.register.signed()) break;
        if (run !== this.run) return;
      }
      if (run !== this.run) return;
      runInAction(() => (this.phase = 'finishing'));
      const step = await this.register.complete();
      if (run === this.run) this.settle(step);
    } catch (raw) {
      if (run === this.run) this.fail(toAppError(raw));
    }
  }

  private settle(step: BankIdRegistrationStep): void {
    if (step.kind === 'done') {
      this.phase = 'form';
      this.done = STEP_PATHS.name;
      return;
    }
    // A guest sign-in: BankID gave the number; the e-mail is asked before the account is made.
    this.phase = 'email-needed';
    this.url = undefined;
    this.form.assign({ personalIdentityNumber: step.person.personalIdentityNumber });
  }

  private clearMessages(): void {
    this.message = undefined;
    this.existingAccount = undefined;
    this.dialogError = undefined;
    this.cancelled = false;
    this.notRunning = false;
  }

  /** A failure while BankID runs (not through the form). */
  private fail(error: AppError): void {
    runInAction(() => {
      if (this.phase !== 'email-needed') this.phase = 'form';
      this.url = undefined;
      if (!this.handleError(error)) this.dialogError = error;
    });
  }

  private handleError(error: AppError): boolean {
    if (error.hasType('AccountAlreadyExists') || error.hasType('CustomerAlreadyExists')) {
      this.existingAccount = { type: error.hasType('AccountAlreadyExists') ? 'AccountAlreadyExists' : 'CustomerAlreadyExists', email: this.form.values.email.trim() };
      this.register.abandon();
      this.phase = 'form';
      return true;
    }
    const key = BANKID_MESSAGE_KEYS.find(([type]) => error.hasType(type))?.[1];
    if (!key) return false;
    this.message = { key, error };
    return true;
  }
}
