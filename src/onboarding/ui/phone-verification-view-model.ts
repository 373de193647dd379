import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { FormModel } from '@/shared/validation/form-model';
import { field, oneTimeCode, required } from '@/shared/validation/rules';
import type { RegistrationDraft } from '../domain/registration-draft';
import { RegistrationDraftStore, RegistrationGateway } from '../application/ports';
import { RESEND_WAIT_SECONDS, VerifyPhone } from '../application/verify-contact';
import type { Resolver } from '@/shared/di/container-context';
import { CountdownClock } from './countdown-clock';

type CodeValues = { code: string };

/**
 * /phone-verification (phone way): the SMS code goes out when the page opens (unless one went out
 * already), the customer types or pastes the six digits; "Send a new code" after the countdown.
 */
export class PhoneVerificationViewModel {
  draft: RegistrationDraft;
  sending = false;
  /** The last send failed (what failed, the error code, a retry). */
  sendError: AppError | undefined = undefined;
  /** A new code went out on request (announced). */
  resent = false;
  readonly countdown: CountdownClock;
  readonly form: FormModel<CodeValues, CodeValues, RegistrationDraft>;

  constructor(
    private readonly verifyPhone: VerifyPhone,
    drafts: RegistrationDraftStore,
    clock: Clock,
  ) {
    this.draft = drafts.load();
    this.countdown = new CountdownClock(clock);
    this.form = new FormModel<CodeValues, CodeValues, RegistrationDraft>({
      schema: z.object({ code: field(required(), oneTimeCode()) }),
      initial: { code: '' },
      submit: ({ code }) => this.verifyPhone.verify(code),
    });
    makeAutoObservable<PhoneVerificationViewModel, 'verifyPhone'>(this, { verifyPhone: false, form: false, countdown: false }, { autoBind: true });
  }

  /** Seconds before "Send a new code" may be pressed. */
  get secondsLeft(): number {
    return this.countdown.secondsLeft(this.draft.phoneCodeSentAt, RESEND_WAIT_SECONDS);
  }

  /** The page opened: the first code goes out unless one already did (a reload, coming back). */
  async start(): Promise<void> {
    if (this.draft.phoneCodeSentAt === undefined) await this.send(false);
  }

  /** "Send a new code" (ignored during the countdown). */
  async resend(): Promise<void> {
    if (this.secondsLeft > 0) return;
    await this.send(true);
  }

  /** Retry of a failed send. */
  async retry(): Promise<void> {
    await this.send(this.draft.phoneCodeSentAt !== undefined);
  }

  private async send(onRequest: boolean): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.resent = false;
    try {
      const draft = await this.verifyPhone.sendCode();
      runInAction(() => {
        this.draft = draft;
        this.sendError = undefined;
        this.resent = onRequest;
        this.countdown.tick();
      });
    } catch (raw) {
      runInAction(() => {
        this.sendError = toAppError(raw);
      });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}

/** A new PhoneVerificationViewModel over the container's registration gateway and draft: one per visit. */
export function makePhoneVerificationViewModel(c: Resolver): PhoneVerificationViewModel {
  const drafts = c.get(RegistrationDraftStore);
  const clock = c.get(Clock);
  return new PhoneVerificationViewModel(new VerifyPhone(c.get(RegistrationGateway), drafts, clock), drafts, clock);
}
