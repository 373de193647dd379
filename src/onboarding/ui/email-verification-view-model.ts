import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import type { RegistrationDraft } from '../domain/registration-draft';
import { RegistrationDraftStore, RegistrationGateway } from '../application/ports';
import { RESEND_WAIT_SECONDS, VerifyEmail } from '../application/verify-contact';
import type { Resolver } from '@/shared/di/container-context';
import { CountdownClock } from './countdown-clock';

/** What the last press of "Send the e-mail again" gave. */
export type EmailNotice = 'sent' | 'already-verified' | 'wait';

/**
 * /email-verification (phone way): the verification e-mail went out with the registration; the
 * customer may have it sent again once a minute ("wait one minute" otherwise), learns when the
 * address is already verified, and continues to /registration-name.
 */
export class EmailVerificationViewModel {
  draft: RegistrationDraft;
  notice: EmailNotice | undefined = undefined;
  dialogError: AppError | undefined = undefined;
  sending = false;
  /** Changes with each press that ends in a message: the screen moves the focus to it. */
  noticeSeq = 0;
  readonly countdown: CountdownClock;

  constructor(
    private readonly verifyEmail: VerifyEmail,
    private readonly drafts: RegistrationDraftStore,
    clock: Clock,
  ) {
    this.draft = drafts.load();
    this.countdown = new CountdownClock(clock);
    makeAutoObservable<EmailVerificationViewModel, 'verifyEmail' | 'drafts'>(this, { verifyEmail: false, drafts: false, countdown: false }, { autoBind: true });
  }

  get secondsLeft(): number {
    return this.countdown.secondsLeft(this.draft.verificationEmailSentAt, RESEND_WAIT_SECONDS);
  }

  /** "Send the e-mail again": during the countdown it only says to wait a minute, as the back end would. */
  async resend(): Promise<void> {
    if (this.sending) return;
    if (this.secondsLeft > 0) {
      this.show('wait');
      return;
    }
    this.sending = true;
    this.dialogError = undefined;
    try {
      const outcome = await this.verifyEmail.resend();
      runInAction(() => this.show(outcome));
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        if (error.hasType('EmailSendDDOS', 'EmailDDOS')) this.show('wait');
        else this.dialogError = error;
      });
    } finally {
      runInAction(() => {
        this.sending = false;
        this.draft = this.drafts.load();
        this.countdown.tick();
      });
    }
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private show(notice: EmailNotice): void {
    this.notice = notice;
    this.noticeSeq += 1;
  }
}

/** A new EmailVerificationViewModel over the container's registration gateway and draft: one per visit. */
export function makeEmailVerificationViewModel(c: Resolver): EmailVerificationViewModel {
  const drafts = c.get(RegistrationDraftStore);
  const clock = c.get(Clock);
  return new EmailVerificationViewModel(new VerifyEmail(c.get(RegistrationGateway), drafts, clock), drafts, clock);
}
