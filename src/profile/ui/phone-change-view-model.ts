import { makeAutoObservable, runInAction } from 'mobx';
import type { Resolver } from '@/shared/di/container-context';
import type { AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { CodeResend } from '@/shared/ui/code-resend';
import { ResendCountdown } from '@/shared/ui/resend-countdown';
import { FormModel } from '@/shared/validation/form-model';
import { encodeMessage } from '@/shared/validation/issue-message';
import { parseMobilePhone, phoneCountryCallingCode, type MobilePhoneNumber } from '@/shared/validation/phone';
import { field, mobilePhone, oneTimeCode, required, rule } from '@/shared/validation/rules';
import { z } from '@/shared/validation/zod';
import { ChangingPhone, type PhoneCodeSent } from '../application/changing-phone';
import { PhoneGateway } from '../application/phone-gateway';

type NumberValues = { phone: string };
type CodeValues = { code: string };

/** The customer's number as the profile holds it: the country its numbers are of, and the number (E.164). */
export interface CurrentPhone {
  readonly country: string;
  readonly phone: string;
}

/** Each field's name in the validation messages ({{field}}): a key of the validation catalogue. */
export const PHONE_CHANGE_FIELD_LABELS = { phone: 'validation:fields.phone', code: 'validation:fields.code' } as const;

/** The update's and the send's property paths that are the new number. */
const NUMBER_PATHS = { mobile_phone: 'phone', 'mobile_phone.phone': 'phone', 'mobile_phone.code': 'phone' } as const;

/**
 * The profile's change of mobile number: the new number (a number of the customer's country, by
 * the portal's one phone rule; not the number held now), "Send code" sends an SMS code to it, then
 * the six digits, and "Change number" makes the change with them. A refusal of the number (at the
 * send or at the change) shows under the number, with the number step back; a wrong code under the
 * code; anything else in the error dialog with its error code. Nothing typed is lost: the number
 * stays when the customer goes back to it, the code stays after a wrong one. "Send a new code"
 * waits for the back office's countdown.
 */
export class PhoneChangeViewModel {
  step: 'number' | 'code' = 'number';
  /** The country calling code shown before the number ("46"). */
  readonly callingCode: string;
  readonly numberForm: FormModel<NumberValues, NumberValues, MobilePhoneNumber>;
  readonly codeForm: FormModel<CodeValues, CodeValues, string>;
  readonly countdown: ResendCountdown;
  /** "Send a new code": whether one is on its way, a failed one for the dialog. */
  readonly resender: CodeResend;
  /** The number the last code went to. */
  sentTo: MobilePhoneNumber | undefined = undefined;
  /** The back office said a code had already gone to that number (it still counts). */
  alreadySent = false;
  /** A new code went out on request (announced). */
  resent = false;
  /** The number the back office holds since the change (E.164); undefined until changed. */
  changed: string | undefined = undefined;

  constructor(
    private readonly useCases: ChangingPhone,
    clock: Clock,
    private readonly current: CurrentPhone,
  ) {
    const { country } = current;
    this.callingCode = phoneCountryCallingCode(country) ?? '';
    this.countdown = new ResendCountdown(clock);
    this.resender = new CodeResend(this.countdown);
    const notTheCurrent = rule((value) => (parseMobilePhone(country, value)?.e164 === current.phone ? encodeMessage('profile:phone.same') : undefined));
    this.numberForm = new FormModel<NumberValues, NumberValues, MobilePhoneNumber>({
      schema: z.object({ phone: field(required(), mobilePhone(country), notTheCurrent) }),
      initial: { phone: '' },
      submit: (values) => this.sendTo(values.phone),
      serverFields: NUMBER_PATHS,
    });
    this.codeForm = new FormModel<CodeValues, CodeValues, string>({
      schema: z.object({ code: field(required(), oneTimeCode()) }),
      initial: { code: '' },
      submit: ({ code }) => this.confirm(code),
      handleError: (error) => this.numberRefused(error),
    });
    makeAutoObservable<PhoneChangeViewModel, 'useCases' | 'current'>(
      this,
      { useCases: false, current: false, resender: false, numberForm: false, codeForm: false, countdown: false },
      { autoBind: true },
    );
  }

  /** What the code step says of the code (profile:phone.<notice>, with the number): sent, already sent, or a new one sent. */
  get notice(): 'sentTo' | 'alreadySent' | 'resent' {
    return this.resent ? 'resent' : this.alreadySent ? 'alreadySent' : 'sentTo';
  }

  /**
   * What the number shows under it, as an issue message: the form's own (`shown`: the form
   * library's in the browser, `numberForm.errors` elsewhere), except that another account's number
   * says so in the profile's words (AccountAlreadyExists alone would say "sign in instead").
   */
  numberIssue(shown: string | undefined): string | undefined {
    return this.numberForm.serverErrors.phone?.type === 'AccountAlreadyExists' ? encodeMessage('profile:phone.taken') : shown;
  }

  /** "Send code": the number's rules, then a code to it; on its way, the code step. */
  async sendCode(): Promise<boolean> {
    const outcome = await this.numberForm.submit();
    if (!outcome.ok) return false;
    runInAction(() => {
      this.sentTo = outcome.result;
      this.step = 'code';
      this.resent = false;
    });
    return true;
  }

  /** "Change number": the code's rule, then the change. True once the back office holds the new number. */
  async changeNumber(): Promise<boolean> {
    const outcome = await this.codeForm.submit();
    if (!outcome.ok) return false;
    runInAction(() => (this.changed = outcome.result));
    return true;
  }

  /** "Use another number": back to the number, as typed; the code typed stays for that number. */
  backToNumber(): void {
    this.step = 'number';
    this.resent = false;
  }

  /** "Send a new code" to the number the last code went to (ignored while the countdown runs). */
  resend(): Promise<void> {
    return this.resender.run(async () => {
      const to = this.sentTo;
      if (!to) return;
      const sent = await this.useCases.sendCode({ code: to.code, phone: to.phone }, this.current.country);
      runInAction(() => {
        this.codeSent(sent);
        this.resent = true;
      });
    });
  }

  private async sendTo(typed: string): Promise<MobilePhoneNumber> {
    const number = parseMobilePhone(this.current.country, typed);
    // The form's rule passed: the number parses (a guard, not a second rule).
    if (!number) throw new Error('The number passed the rule but does not parse');
    // The same number again within its countdown: the code on its way still counts.
    if (this.sentTo?.e164 === number.e164 && this.countdown.counting) return number;
    const sent = await this.useCases.sendCode({ code: number.code, phone: number.phone }, this.current.country);
    runInAction(() => {
      if (this.sentTo?.e164 !== number.e164) this.codeForm.assign({ code: '' });
      this.codeSent(sent);
    });
    return number;
  }

  private codeSent(sent: PhoneCodeSent): void {
    this.alreadySent = sent.alreadySent;
    this.countdown.start(sent.resendAfterSeconds);
  }

  private confirm(code: string): Promise<string> {
    const to = this.sentTo;
    if (!to) throw new Error('No code was sent');
    return this.useCases.confirm({ code: to.code, phone: to.phone }, code);
  }

  /** The change refused the number itself (not a number, another account's): back to it, the refusal under it. */
  private numberRefused(error: AppError): boolean {
    if (!error.fieldErrors.some((f) => f.field in NUMBER_PATHS)) return false;
    this.step = 'number';
    this.numberForm.showRefusal(error);
    return true;
  }
}

/**
 * The form's view model, with its use case over the mode's PhoneGateway and the container's clock:
 * made each time the customer opens the form (its chunk makes it), so the use case's code loads with
 * the form, not with every visit of the profile.
 */
export const makePhoneChangeViewModel = (c: Resolver, current: CurrentPhone) => new PhoneChangeViewModel(new ChangingPhone(c.get(PhoneGateway)), c.get(Clock), current);
