import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { ResendCountdown } from '@/shared/ui/resend-countdown';
import { email as emailRule, field, mobilePhone, required } from '@/shared/validation/rules';
import { parsePhone } from '@/shared/validation/phone';
import type { CodeChannel, OauthFlowName } from '../../domain/oauth';
import { HOME_PATH, safeRedirectPath } from '../../domain/safe-redirect';
import { OauthFlow } from '../../application/oauth-flow';
import { ServiceLocator, SessionStore } from '../../application/ports';
import type { Resolver } from '@/shared/di/container-context';
import { placeError } from './method-errors';

export type CodeMethod = 'emailCode' | 'phoneCode';
export type CodeField = 'value' | 'country' | 'code';
export type CodeFocus = 'summary' | 'inline' | 'country' | 'code' | 'dialog';

const CODE_LENGTH = 6;
/** Server property paths of these flows, by the form field they belong to. */
const SERVER_FIELDS: Readonly<Record<string, CodeField>> = { email: 'value', phone: 'value', country: 'country', code: 'code' };

/**
 * Sign-in with a one-time code (SignInEmail by e-mail, SignInPhone by SMS): the identifier, then
 * the code screen with its resend countdown. Values, checks and errors live here, so the flow
 * behaves the same in Gherkin (no React) and in the browser; nothing typed is lost on an error.
 */
export class CodeSignInViewModel {
  method: CodeMethod = 'emailCode';
  step: 'identify' | 'code' = 'identify';
  value = '';
  /** Phone: the account's country (pre-selected); e-mail: chosen only when the e-mail is in several. */
  country = '';
  code = '';
  countryChoices: readonly string[] | undefined = undefined;
  submitting = false;
  resending = false;
  /** Catalogue keys (or encoded validation messages) of the form's own checks. */
  clientErrors: Partial<Record<CodeField, string>> = {};
  fieldErrors: Partial<Record<CodeField, { type: string; message: string }>> = {};
  inlineError: AppError | undefined = undefined;
  dialogError: AppError | undefined = undefined;
  /** Masked phone or e-mail the code went to; undefined when it was already sent before. */
  destination: string | undefined = undefined;
  notice: 'sent' | 'already-sent' | 'resent' | undefined = undefined;
  /** Set when the account is blocked: the page goes to /account-blocked. */
  blocked = false;
  focusRequest: { readonly target: CodeFocus; readonly seq: number } | undefined = undefined;
  readonly countdown: ResendCountdown;
  private seq = 0;
  private channel: CodeChannel = 'email';

  constructor(
    private readonly flow: OauthFlow,
    private readonly locator: ServiceLocator,
    store: SessionStore,
    clock: Clock,
  ) {
    this.country = store.defaultLoginCountry() ?? '';
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<CodeSignInViewModel, 'flow' | 'locator' | 'seq' | 'channel'>(
      this,
      { flow: false, locator: false, seq: false, channel: false, countdown: false },
      { autoBind: true },
    );
  }

  setMethod(method: CodeMethod): void {
    if (this.method === method) return;
    this.method = method;
    this.back();
    this.value = '';
    this.countryChoices = undefined;
  }

  setField(field: CodeField, value: string): void {
    this[field] = value;
    if (this.fieldErrors[field]) {
      const { [field]: _edited, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
    if (this.clientErrors[field]) this.clientErrors = field === 'code' ? this.checkCode() : this.checkIdentifier();
  }

  get invalidFields(): CodeField[] {
    return (['value', 'country', 'code'] as const).filter((f) => this.clientErrors[f] || this.fieldErrors[f]);
  }

  private get flowName(): OauthFlowName {
    return this.method === 'emailCode' ? 'SignInEmail' : 'SignInPhone';
  }

  /** "Send code": checks, finds the country (e-mail), opens the flow, sends the code. */
  async submitIdentifier(channel?: CodeChannel): Promise<void> {
    if (this.submitting) return;
    this.seq += 1;
    this.clientErrors = this.checkIdentifier();
    if (Object.keys(this.clientErrors).length > 0) return this.requestFocus('summary');
    this.startSubmit();
    try {
      const country = await this.resolveCountry();
      if (!country) return;
      const identifiers = this.method === 'emailCode' ? { email: this.value.trim() } : { phone: parsePhone(country, this.value) ?? this.value.trim() };
      await this.flow.start(this.flowName, country, identifiers);
      this.channel = channel ?? (this.method === 'emailCode' ? 'email' : 'sms');
      const outcome = await this.flow.sendCode(this.channel);
      runInAction(() => {
        this.step = 'code';
        this.code = '';
        if (outcome.kind === 'sent') {
          this.destination = outcome.sent.destination;
          this.notice = 'sent';
          this.countdown.start(outcome.sent.resendAfterSeconds);
        } else {
          this.destination = undefined;
          this.notice = 'already-sent';
          this.countdown.start(60);
        }
        this.requestFocus('code');
      });
    } catch (raw) {
      this.fail(toAppError(raw));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** "Sign in" on the code screen: check the code, flush, signed in. Returns where to go, or undefined to stay. */
  async submitCode(redirectQuery: string | null, origin?: string): Promise<string | undefined> {
    if (this.submitting) return undefined;
    this.seq += 1;
    this.clientErrors = this.checkCode();
    if (Object.keys(this.clientErrors).length > 0) {
      this.requestFocus('code');
      return undefined;
    }
    this.startSubmit();
    try {
      await this.flow.checkCode(this.channel, this.code);
      await this.flow.flush();
      return safeRedirectPath(redirectQuery, HOME_PATH, origin);
    } catch (raw) {
      this.fail(toAppError(raw));
      return undefined;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** "Send a new code": reset, a second's wait, send; the countdown starts again. */
  async resend(): Promise<void> {
    if (this.resending || this.countdown.counting) return;
    this.seq += 1;
    this.resending = true;
    this.inlineError = undefined;
    this.dialogError = undefined;
    try {
      const outcome = await this.flow.resend(this.channel);
      runInAction(() => {
        this.code = '';
        this.fieldErrors = {};
        this.clientErrors = {};
        this.notice = outcome.kind === 'sent' ? 'resent' : 'already-sent';
        if (outcome.kind === 'sent') this.destination = outcome.sent.destination;
        this.countdown.start(outcome.kind === 'sent' ? outcome.sent.resendAfterSeconds : 60);
        this.requestFocus('code');
      });
    } catch (raw) {
      this.fail(toAppError(raw));
    } finally {
      runInAction(() => (this.resending = false));
    }
  }

  /** Back to the identifier (what was typed stays); the running flow is dropped. */
  back(): void {
    this.step = 'identify';
    this.code = '';
    this.notice = undefined;
    this.fieldErrors = {};
    this.clientErrors = {};
    this.inlineError = undefined;
    this.flow.abandon();
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private startSubmit(): void {
    this.submitting = true;
    this.inlineError = undefined;
    this.dialogError = undefined;
    this.fieldErrors = {};
  }

  private async resolveCountry(): Promise<string | undefined> {
    if (this.method === 'phoneCode' || this.countryChoices) return this.country;
    const locations = await this.locator.lookupLogin(this.value.trim());
    const countries = [...new Set(locations.map((l) => l.country))];
    if (countries.length === 1) return countries[0];
    runInAction(() => {
      if (countries.length === 0) {
        this.inlineError = new AppError('CustomerNotFound', 'No customer is registered with this login');
        this.requestFocus('inline');
      } else {
        this.countryChoices = countries;
        if (!countries.includes(this.country)) this.country = '';
        this.requestFocus('country');
      }
    });
    return undefined;
  }

  private checkIdentifier(): Partial<Record<CodeField, string>> {
    const errors: Partial<Record<CodeField, string>> = {};
    if (this.method === 'phoneCode' && !this.country) errors.country = 'signInMethods:country.required';
    const rules = this.method === 'emailCode' ? field(required(), emailRule()) : field(required(), mobilePhone(this.country || 'SE'));
    const result = z.safeParse(rules, this.value);
    if (!result.success) errors.value = result.error.issues[0]?.message;
    if (this.method === 'emailCode' && this.countryChoices && !this.country) errors.country = 'signInMethods:country.required';
    return errors;
  }

  private checkCode(): Partial<Record<CodeField, string>> {
    if (this.code.length === 0) return { code: 'signInMethods:code.required' };
    if (this.code.length !== CODE_LENGTH) return { code: 'signInMethods:code.incomplete' };
    return {};
  }

  private isShown(field: CodeField): boolean {
    if (field === 'code') return this.step === 'code';
    if (this.step !== 'identify') return false;
    return field === 'value' || this.method === 'phoneCode' || this.countryChoices !== undefined;
  }

  private requestFocus(target: CodeFocus): void {
    this.focusRequest = { target, seq: this.seq };
  }

  private fail(error: AppError): void {
    runInAction(() => {
      // A field error goes on its field only where that field is on the screen.
      const shown = Object.fromEntries(Object.entries(SERVER_FIELDS).filter(([, f]) => this.isShown(f)));
      const placement = placeError(error, shown);
      if (placement.kind === 'blocked') {
        this.blocked = true;
        return;
      }
      // An OAuth 403 ended the flow (its token is cleared): the customer starts again from the identifier.
      if (error.status === 403 && this.step === 'code') this.step = 'identify';
      if (placement.kind === 'inline') {
        this.inlineError = error;
        this.requestFocus('inline');
      } else if (placement.kind === 'field') {
        this.fieldErrors = { [placement.field]: { type: placement.type, message: placement.message } };
        this.requestFocus(placement.field === 'code' ? 'code' : 'summary');
      } else {
        this.dialogError = error;
        this.requestFocus('dialog');
      }
    });
  }
}

/** A new CodeSignInViewModel over the container's OAuth flow (once the OAuth modules are loaded): one per code method shown. */
export const makeCodeSignInViewModel = (c: Resolver) => new CodeSignInViewModel(c.get(OauthFlow), c.get(ServiceLocator), c.get(SessionStore), c.get(Clock));
