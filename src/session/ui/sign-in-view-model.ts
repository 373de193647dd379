import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { HOME_PATH, safeRedirectPath } from '../domain/safe-redirect';
import { SessionStore } from '../application/ports';
import { SignIn } from '../application/sign-in';
import { SessionEndedNotice } from '../application/session-ended-notice';
import { signInFormErrors } from './sign-in-schema';
import type { Resolver } from '@/shared/di/container-context';

export type SignInField = 'email' | 'password' | 'country';
/** What should hold the focus once a press of "Sign in" has ended without leaving the page. */
export type SignInFocus = 'summary' | 'inline' | 'country' | 'dialog';
const FIELD_ORDER: readonly SignInField[] = ['email', 'password', 'country'];

/** Errors shown in place, above the form; field errors go on their fields; anything else opens the error dialog. */
const INLINE_ERROR_TYPES = new Set([
  'CustomerNotFound',
  'CustomerNotFoundNonUnique',
  'CustomerNotFoundNonActive',
  'AccessDenied',
  'InvalidEmail',
]);

/** Longest e-mail address (RFC 5321) taken from the address bar. */
const MAX_PREFILL = 254;

/** Server field errors the form can show next to a field. */
const FORM_FIELDS: ReadonlySet<string> = new Set<SignInField>(['email', 'password', 'country']);

export class SignInViewModel {
  /** The form's values: the view model owns them, so nothing typed is lost on any error. */
  email = '';
  password = '';
  country = '';
  submitting = false;
  /** Counts presses of "Sign in"; the page moves focus to the error summary once per press. */
  submitAttempts = 0;
  /** The form's own checks (catalogue keys in the common namespace), shown after the first press. */
  clientErrors: Partial<Record<SignInField, string>> = {};
  /** Field errors the server sent (property_path matched a field). */
  fieldErrors: Partial<Record<SignInField, { type: string; message: string }>> = {};
  /** Error shown in place above the form (catalogue message by type). */
  inlineError: AppError | undefined = undefined;
  /** Error for the dialog: title, message and the request id as "Error code". */
  dialogError: AppError | undefined = undefined;
  /** Set when the e-mail is registered in several countries. */
  countryChoices: readonly string[] | undefined = undefined;
  /**
   * Set when a press of "Sign in" ends on this page: where focus goes (the error summary, the
   * message above the form, the country choice, the dialog), so it never stays on the page body.
   * `seq` changes on every press, so the same target is focused again after each one.
   */
  focusRequest: { readonly target: SignInFocus; readonly seq: number } | undefined = undefined;
  /** The previous session ended because the server refused it (401/403), in another tab or for inactivity. */
  readonly sessionEnded: boolean;
  /** It ended for inactivity: the "You've been logged out" message shows over the page until OK (spec 01 section 4). */
  loggedOutMessage: boolean;
  readonly defaultCountry: string | undefined;

  constructor(
    private readonly signIn: SignIn,
    store: SessionStore,
    private readonly notice: SessionEndedNotice = new SessionEndedNotice(store),
  ) {
    // Not cleared here: React may make this view model more than once before the page shows.
    const ended = notice.due();
    this.sessionEnded = ended !== undefined;
    this.loggedOutMessage = ended === 'inactivity';
    this.defaultCountry = store.defaultLoginCountry();
    this.country = this.defaultCountry ?? '';
    makeAutoObservable<SignInViewModel, 'signIn' | 'notice'>(this, { signIn: false, notice: false }, { autoBind: true });
  }

  /**
   * The e-mail from the address (/sign-in?email=…, registration's "sign in instead"), once the
   * page is on screen: never over what the customer already typed.
   */
  prefillEmail(value: string | null): void {
    const email = value?.trim() ?? '';
    if (email && email.length <= MAX_PREFILL && !this.email) this.email = email;
  }

  /** OK on the "You've been logged out" message. */
  acknowledgeLoggedOut(): void {
    this.loggedOutMessage = false;
  }

  /** The page is on screen (its effect ran): the session-ended notice, if any, has been shown. */
  pageShown(): void {
    if (this.sessionEnded) this.notice.shown();
  }

  setField(field: SignInField, value: string): void {
    this[field] = value;
    if (this.fieldErrors[field]) {
      const { [field]: _edited, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
    // After the first press, the form's checks follow the typing.
    if (this.submitAttempts > 0) this.clientErrors = this.check();
  }

  /** Fields with an error, in form order, for the error summary. */
  get invalidFields(): SignInField[] {
    return FIELD_ORDER.filter((field) => this.clientErrors[field] || this.fieldErrors[field]);
  }

  /** Presses "Sign in". Returns where to go after a successful sign-in, or undefined to stay. */
  /**
   * `origin` is the portal's own origin: the redirect is resolved against it the way the browser
   * will resolve it, and anything that would leave it gives the wallet.
   */
  async submit(redirectQuery: string | null, origin?: string): Promise<string | undefined> {
    if (this.submitting) return undefined;
    this.submitAttempts += 1;
    this.clientErrors = this.check();
    if (Object.keys(this.clientErrors).length > 0) {
      this.requestFocus('summary');
      return undefined;
    }
    this.submitting = true;
    this.inlineError = undefined;
    this.dialogError = undefined;
    this.fieldErrors = {};
    try {
      const outcome = await this.signIn.execute({
        email: this.email.trim(),
        password: this.password,
        // The country counts only once it was asked for (the e-mail is in several countries).
        country: this.countryChoices ? this.country : undefined,
      });
      if (outcome.kind === 'choose-country') {
        runInAction(() => {
          this.countryChoices = outcome.countries;
          if (!outcome.countries.includes(this.country)) this.country = '';
          this.requestFocus('country');
        });
        return undefined;
      }
      return safeRedirectPath(redirectQuery, HOME_PATH, origin);
    } catch (raw) {
      runInAction(() => this.showError(toAppError(raw)));
      return undefined;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private check(): Partial<Record<SignInField, string>> {
    const errors: Partial<Record<SignInField, string>> = signInFormErrors({ email: this.email, password: this.password });
    if (this.countryChoices && !this.country) errors.country = 'signIn.countryRequired';
    return errors;
  }

  private requestFocus(target: SignInFocus): void {
    this.focusRequest = { target, seq: this.submitAttempts };
  }

  private showError(error: AppError): void {
    // A blocked customer is taken to /account-blocked by the auth-failure handler.
    if (error.hasType('DisabledCustomer')) return;
    const fieldErrors = error.fieldErrors.filter((f) => FORM_FIELDS.has(f.field));
    // A new object, so views that follow the reference see the change.
    this.fieldErrors = Object.fromEntries(fieldErrors.map((f) => [f.field, { type: f.type, message: f.message }]));
    if (INLINE_ERROR_TYPES.has(error.type)) {
      this.inlineError = error;
      this.requestFocus('inline');
    } else if (fieldErrors.length === 0) {
      this.dialogError = error;
      this.requestFocus('dialog');
    } else {
      this.requestFocus('summary');
    }
  }
}

/** A new SignInViewModel over the container's session services: one per visit of /sign-in. */
export const makeSignInViewModel = (c: Resolver) => new SignInViewModel(c.get(SignIn), c.get(SessionStore), c.get(SessionEndedNotice));
