import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Clock } from '@/shared/kernel/clock';
import { ResendCountdown } from '@/shared/ui/resend-countdown';
import { FormModel } from '@/shared/validation/form-model';
import { field, regex, required } from '@/shared/validation/rules';
import type { RegistrationCodeSent } from '../application/ports';

type CodeValues = { code: string };

/** Seconds of the countdown when the server said a code was already sent (it gave no figure). */
const ALREADY_SENT_WAIT_SECONDS = 60;

/**
 * One code screen of a registration way (the e-mail code, then the SMS code): six digits typed or
 * pasted, the notice of where the code went (or that one was already sent), the resend countdown.
 * Server errors on `code` (CodeMismatch, AttemptLimit, …) go on the field; the rest to the dialog.
 */
export class RegistrationCodeStep<R> {
  notice: 'sent' | 'already-sent' | 'resent' | undefined = undefined;
  destination: string | undefined = undefined;
  resending = false;
  /** A failed "Send a new code" (shown in the dialog with its error code). */
  resendError: AppError | undefined = undefined;
  readonly countdown: ResendCountdown;
  readonly form: FormModel<CodeValues, CodeValues, R>;

  constructor(
    clock: Clock,
    confirm: (code: string) => Promise<R>,
    private readonly resendCode: () => Promise<RegistrationCodeSent>,
  ) {
    this.countdown = new ResendCountdown(clock);
    this.form = new FormModel<CodeValues, CodeValues, R>({
      schema: z.object({ code: field(required(), regex(/^\s*\d{6}\s*$/, { key: 'onboarding:code.format' })) }),
      initial: { code: '' },
      submit: ({ code }) => confirm(code.trim()),
    });
    makeAutoObservable<RegistrationCodeStep<R>, 'resendCode'>(this, { resendCode: false, form: false, countdown: false }, { autoBind: true });
  }

  /** A code went out (or one was already on its way): the notice and the countdown start. */
  sent(outcome: RegistrationCodeSent, resent = false): void {
    if (outcome.kind === 'sent') {
      this.notice = resent ? 'resent' : 'sent';
      this.destination = outcome.destination;
      this.countdown.start(outcome.resendAfterSeconds);
    } else {
      this.notice = 'already-sent';
      this.countdown.start(ALREADY_SENT_WAIT_SECONDS);
    }
  }

  /** "Send a new code": reset, a second's wait, send (ignored while the countdown runs). */
  async resend(): Promise<void> {
    if (this.resending || this.countdown.counting) return;
    this.resending = true;
    this.resendError = undefined;
    try {
      const outcome = await this.resendCode();
      runInAction(() => {
        this.form.assign({ code: '' });
        this.sent(outcome, true);
      });
    } catch (raw) {
      runInAction(() => (this.resendError = toAppError(raw)));
    } finally {
      runInAction(() => (this.resending = false));
    }
  }

  dismissResendError(): void {
    this.resendError = undefined;
  }
}
