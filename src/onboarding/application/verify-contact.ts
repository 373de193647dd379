import type { Clock } from '@/shared/kernel/clock';
import { AppError } from '@/shared/kernel/app-error';
import type { RegistrationBackend, RegistrationDraft } from '../domain/registration-draft';
import type { RegistrationDraftStore, RegistrationGateway } from './ports';

/** Seconds between two SMS codes or two verification e-mails (the back end refuses sooner). */
export const RESEND_WAIT_SECONDS = 60;

function registered(draft: RegistrationDraft): { backend: RegistrationBackend; mobilePhone: NonNullable<RegistrationDraft['mobilePhone']>; email: string; country: string } {
  if (!draft.backend || !draft.mobilePhone || !draft.email || !draft.country) {
    throw new AppError('MobileNotDefined', 'Registration has not reached verification');
  }
  return { backend: draft.backend, mobilePhone: draft.mobilePhone, email: draft.email, country: draft.country };
}

/** /phone-verification of the phone way: send the SMS code (one a minute), check it. */
export class VerifyPhone {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly drafts: RegistrationDraftStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a code and records when. OTPAlreadySent (a code went out less than a minute ago) is
   * not a failure: the customer continues with that code, the countdown runs from the last send known.
   */
  async sendCode(): Promise<RegistrationDraft> {
    const draft = this.drafts.load();
    const { backend, mobilePhone, country } = registered(draft);
    try {
      await this.gateway.sendPhoneCode(backend, mobilePhone, country);
    } catch (error) {
      if (error instanceof AppError && error.hasType('OTPAlreadySent')) {
        return this.drafts.save({ phoneCodeSentAt: draft.phoneCodeSentAt ?? this.clock.now() });
      }
      throw error;
    }
    return this.drafts.save({ phoneCodeSentAt: this.clock.now() });
  }

  async verify(code: string): Promise<RegistrationDraft> {
    const { backend, mobilePhone } = registered(this.drafts.load());
    await this.gateway.verifyPhone(backend, mobilePhone, code.trim());
    return this.drafts.save({ phoneVerified: true });
  }
}

export type ResendOutcome = 'sent' | 'already-verified';

/** /email-verification of the phone way: the verification e-mail again (one a minute), "already verified". */
export class VerifyEmail {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly drafts: RegistrationDraftStore,
    private readonly clock: Clock,
  ) {}

  async resend(): Promise<ResendOutcome> {
    const { backend, email } = registered(this.drafts.load());
    try {
      await this.gateway.resendVerificationEmail(backend, email);
    } catch (error) {
      if (error instanceof AppError && error.hasType('EmailSendExist')) {
        this.drafts.save({ emailVerified: true });
        return 'already-verified';
      }
      if (error instanceof AppError && (error.hasType('EmailSendDDOS') || error.hasType('EmailDDOS'))) {
        // The back end counts the minute from its last e-mail: the countdown starts again from now at the latest.
        this.drafts.save({ verificationEmailSentAt: this.drafts.load().verificationEmailSentAt ?? this.clock.now() });
      }
      throw error;
    }
    this.drafts.save({ verificationEmailSentAt: this.clock.now() });
    return 'sent';
  }
}
