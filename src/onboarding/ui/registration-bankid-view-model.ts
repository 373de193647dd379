import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Delay } from '@/shared/kernel/delay';
import type { Resolver } from '@/shared/di/container-context';
import { BANKID_MESSAGES, BankIdSigning, type BankIdSigningSteps } from '@/shared/ui/bankid-signing';
import { FormModel } from '@/shared/validation/form-model';
import { bankIdNumber, email, field, required } from '@/shared/validation/rules';
import { OnboardingConfig, OnboardingLocator, RegistrationDraftStore, RegistrationGateway, RegistrationOauth } from '../application/ports';
import { ChooseResidenceCountry } from '../application/choose-residence-country';
import { RegisterWithBankId, type BankIdRegistrationStep } from '../application/register-by-oauth';
import { STEP_PATHS } from '../application/registration-steps';

export type BankIdWayValues = { personalIdentityNumber: string; email: string };

/** The errors catalogue's "Authorization failed" of a BankID registration (spec 02 section 8). */
export const AUTHORIZATION_FAILED = 'bankId.authorizationFailed';
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
  private readonly signing: BankIdSigning;

  constructor(
    private readonly register: RegisterWithBankId,
    delay: Delay,
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
    this.signing = new BankIdSigning(delay);
    makeAutoObservable<RegistrationBankIdViewModel, 'register' | 'signing' | 'steps'>(this, { register: false, signing: false, steps: false, form: false }, { autoBind: true });
  }

  /** The error dialog's failure: one while BankID ran, else the form's (starting it). */
  get failure(): AppError | undefined {
    return this.dialogError ?? this.form.dialogError;
  }

  /**
   * The dialog's own text (an errors catalogue key with title and message), when the failure has
   * one: the OAuth API's 403 (AccessDenied, which ends the flow) is "Authorization failed" here.
   */
  get failureTextKey(): string | undefined {
    return this.failure?.hasType('AccessDenied') ? AUTHORIZATION_FAILED : undefined;
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

  /** "Continue with BankID" (or, after a guest sign-in, "Create account" with the e-mail). Resolves when settled. */
  async submit(): Promise<void> {
    this.clearMessages();
    const run = this.signing.begin();
    const outcome = await this.form.submit();
    if (!outcome.ok || !this.signing.isCurrent(run)) return;
    const result = outcome.result;
    if (result.kind === 'started') {
      runInAction(() => {
        this.signing.show(result.url);
        this.phase = 'signing';
      });
      await this.signing.poll(run, this.steps);
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
    const run = this.signing.begin();
    this.phase = 'signing';
    try {
      await this.register.resume();
    } catch (raw) {
      if (this.signing.isCurrent(run)) this.fail(toAppError(raw));
      return;
    }
    await this.signing.poll(run, this.steps);
  }

  /** Cancel: polling stops and BankID is reset. */
  async cancel(): Promise<void> {
    if (this.phase !== 'signing') return;
    await this.signing.cancel(
      () => this.register.cancel(),
      () => (this.phase = 'form'),
      this.fail,
    );
  }

  /** Leaving the page: polling stops. */
  dispose(): void {
    this.signing.dispose();
  }

  dismissDialog(): void {
    this.dialogError = undefined;
    this.form.dismissDialog();
  }

  /** While BankID runs: checked until signed, then the account (or the e-mail, after a guest sign-in). */
  private get steps(): BankIdSigningSteps<true> {
    return {
      check: async () => ((await this.register.signed()) ? true : undefined),
      signed: async (_signed, run) => {
        runInAction(() => (this.phase = 'finishing'));
        const step = await this.register.complete();
        if (this.signing.isCurrent(run)) this.settle(step);
      },
      failed: this.fail,
    };
  }

  private settle(step: BankIdRegistrationStep): void {
    if (step.kind === 'done') {
      this.phase = 'form';
      this.done = STEP_PATHS.name;
      return;
    }
    // A guest sign-in: BankID gave the number; the e-mail is asked before the account is made.
    this.phase = 'email-needed';
    this.signing.clear();
    this.form.assign({ personalIdentityNumber: step.person.personalIdentityNumber });
  }

  private clearMessages(): void {
    this.message = undefined;
    this.existingAccount = undefined;
    this.dialogError = undefined;
    this.signing.clearCancelled();
    this.notRunning = false;
  }

  /** A failure while BankID runs (not through the form). */
  private fail(error: AppError): void {
    runInAction(() => {
      if (this.phase !== 'email-needed') this.phase = 'form';
      this.signing.clear();
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
    const key = Object.entries(BANKID_MESSAGES).find(([type]) => error.hasType(type))?.[1];
    if (!key) return false;
    this.message = { key, error };
    return true;
  }
}

/** A new RegistrationBankIdViewModel over the container's services, once the OAuth engine is loaded (RegistrationOauth and its Delay bound: src/app/registration-oauth.ts). */
export const makeRegistrationBankIdViewModel = (c: Resolver) => {
  const drafts = c.get(RegistrationDraftStore);
  const locator = c.get(OnboardingLocator);
  const register = new RegisterWithBankId(c.get(RegistrationOauth), c.get(RegistrationGateway), drafts, new ChooseResidenceCountry(locator, drafts, c.get(OnboardingConfig)), locator);
  return new RegistrationBankIdViewModel(register, c.get(Delay), drafts);
};
