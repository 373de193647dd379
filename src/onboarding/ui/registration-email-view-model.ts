import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import type { AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import type { Resolver } from '@/shared/di/container-context';
import { FormModel } from '@/shared/validation/form-model';
import { parsePhone, phoneCountryCallingCode } from '@/shared/validation/phone';
import { email, field, mobilePhone, required } from '@/shared/validation/rules';
import type { RegistrationDraft } from '../domain/registration-draft';
import { RegistrationDraftStore, RegistrationOauth, type RegistrationCodeSent } from '../application/ports';
import { RegisterWithEmail } from '../application/register-by-oauth';
import { STEP_PATHS } from '../application/registration-steps';
import { RegistrationCodeStep } from './registration-code-step';

export type EmailWayValues = { email: string; phone: string };
export type EmailWayPhase = 'form' | 'email-code' | 'sms-code';

/**
 * The e-mail way on /registration (RegistrationEmail): e-mail and mobile number, then the code
 * sent by e-mail, then the code sent by SMS; then the registration steps (both already verified:
 * no /email-verification). "Already registered" offers "sign in instead".
 */
export class RegistrationEmailViewModel {
  phase: EmailWayPhase = 'form';
  existingAccountEmail: string | undefined = undefined;
  /** Where to go once both codes are confirmed. */
  done: string | undefined = undefined;
  readonly callingCode: string;
  readonly form: FormModel<EmailWayValues, EmailWayValues, RegistrationCodeSent>;
  readonly emailCode: RegistrationCodeStep<RegistrationCodeSent>;
  readonly smsCode: RegistrationCodeStep<RegistrationDraft>;

  constructor(
    private readonly register: RegisterWithEmail,
    drafts: RegistrationDraftStore,
    clock: Clock,
  ) {
    const draft = drafts.load();
    const country = draft.country ?? '';
    this.callingCode = phoneCountryCallingCode(country) ?? '';
    this.form = new FormModel<EmailWayValues, EmailWayValues, RegistrationCodeSent>({
      schema: z.object({ email: field(required(), email()), phone: field(required(), mobilePhone(country)) }),
      initial: { email: draft.email ?? '', phone: draft.phone ?? '' },
      submit: (values) => {
        const e164 = parsePhone(country, values.phone) ?? values.phone;
        const national = e164.startsWith(`+${this.callingCode}`) ? e164.slice(this.callingCode.length + 1) : e164.replace(/\D/g, '');
        return this.register.start({ email: values.email, phone: e164, mobilePhone: { code: this.callingCode, phone: national } });
      },
      saveDraft: (values) => drafts.save({ email: values.email, phone: values.phone }),
      handleError: (error) => this.handleError(error),
    });
    this.emailCode = new RegistrationCodeStep(clock, (code) => this.register.confirmEmail(code), () => this.register.resend('email'));
    this.smsCode = new RegistrationCodeStep(clock, (code) => this.register.confirmPhone(code), () => this.register.resend('sms'));
    makeAutoObservable<RegistrationEmailViewModel, 'register'>(this, { register: false, form: false, emailCode: false, smsCode: false }, { autoBind: true });
  }

  /** "Send code": the flow starts and the e-mail code goes out (OTPAlreadySent continues too). */
  async submitForm(): Promise<void> {
    this.existingAccountEmail = undefined;
    const outcome = await this.form.submit();
    if (!outcome.ok) return;
    runInAction(() => {
      this.emailCode.form.assign({ code: '' });
      this.emailCode.sent(outcome.result);
      this.phase = 'email-code';
    });
  }

  /** The e-mail code: confirmed, the SMS code goes out. */
  async submitEmailCode(): Promise<void> {
    const outcome = await this.emailCode.form.submit();
    if (!outcome.ok) return this.afterFailure(this.emailCode.form.dialogError);
    runInAction(() => {
      this.smsCode.form.assign({ code: '' });
      this.smsCode.sent(outcome.result);
      this.phase = 'sms-code';
    });
  }

  /** The SMS code: confirmed, the account exists; on to the first step. */
  async submitSmsCode(): Promise<void> {
    const outcome = await this.smsCode.form.submit();
    if (!outcome.ok) return this.afterFailure(this.smsCode.form.dialogError);
    runInAction(() => (this.done = STEP_PATHS.name));
  }

  /** Back to the e-mail and phone (what was typed stays); the flow is dropped. */
  back(): void {
    this.register.abandon();
    this.phase = 'form';
  }

  dismissExistingAccount(): void {
    this.existingAccountEmail = undefined;
  }

  /** An OAuth 403 ended the flow: after the dialog the customer starts again from the form. */
  private afterFailure(error: AppError | undefined): void {
    if (error?.status === 403) this.phase = 'form';
  }

  private handleError(error: AppError): boolean {
    if (!error.hasType('CustomerAlreadyExists')) return false;
    this.existingAccountEmail = this.form.values.email.trim();
    return true;
  }
}

/** A new RegistrationEmailViewModel over the container's services, once the OAuth engine is loaded (RegistrationOauth bound: src/app/registration-oauth.ts). */
export const makeRegistrationEmailViewModel = (c: Resolver) => {
  const drafts = c.get(RegistrationDraftStore);
  return new RegistrationEmailViewModel(new RegisterWithEmail(c.get(RegistrationOauth), drafts), drafts, c.get(Clock));
};
