import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import type { Clock } from '@/shared/kernel/clock';
import { CodeResend } from '@/shared/ui/code-resend';
import { ResendCountdown } from '@/shared/ui/resend-countdown';
import { FormModel } from '@/shared/validation/form-model';
import { field, oneTimeCode, required } from '@/shared/validation/rules';
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
  readonly countdown: ResendCountdown;
  /** "Send a new code": whether one is on its way, a failed one for the dialog. */
  readonly resender: CodeResend;
  readonly form: FormModel<CodeValues, CodeValues, R>;

  constructor(
    clock: Clock,
    confirm: (code: string) => Promise<R>,
    private readonly resendCode: () => Promise<RegistrationCodeSent>,
  ) {
    this.countdown = new ResendCountdown(clock);
    this.resender = new CodeResend(this.countdown);
    this.form = new FormModel<CodeValues, CodeValues, R>({
      schema: z.object({ code: field(required(), oneTimeCode()) }),
      initial: { code: '' },
      submit: ({ code }) => confirm(code.trim()),
    });
    makeAutoObservable<RegistrationCodeStep<R>, 'resendCode'>(this, { resendCode: false, resender: false, form: false, countdown: false }, { autoBind: true });
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
  resend(): Promise<void> {
    return this.resender.run(async () => {
      const outcome = await this.resendCode();
      runInAction(() => {
        this.form.assign({ code: '' });
        this.sent(outcome, true);
      });
    });
  }
}
