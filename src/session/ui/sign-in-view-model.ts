import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { safeRedirectPath } from '../domain/safe-redirect';
import type { SessionStore } from '../application/ports';
import type { SignIn } from '../application/sign-in';

export interface SignInValues {
  readonly email: string;
  readonly password: string;
  readonly country?: string;
}

export type SignInField = 'email' | 'password' | 'country';

/** Errors shown in place, above the form; field errors go on their fields; anything else opens the error dialog. */
const INLINE_ERROR_TYPES = new Set([
  'CustomerNotFound',
  'CustomerNotFoundNonUnique',
  'CustomerNotFoundNonActive',
  'AccessDenied',
  'InvalidEmail',
]);

/** Server field errors the form can show next to a field. */
const FORM_FIELDS: ReadonlySet<string> = new Set<SignInField>(['email', 'password', 'country']);

export class SignInViewModel {
  submitting = false;
  /** Error shown in place above the form (catalogue message by type). */
  inlineError: AppError | undefined = undefined;
  /** Error for the dialog: title, message and the request id as "Error code". */
  dialogError: AppError | undefined = undefined;
  fieldErrors: Partial<Record<SignInField, { type: string; message: string }>> = {};
  /** Set when the e-mail is registered in several countries. */
  countryChoices: readonly string[] | undefined = undefined;
  /** The previous session ended because the server refused it (401/403) or for inactivity. */
  readonly sessionEnded: boolean;
  readonly defaultCountry: string | undefined;

  constructor(
    private readonly signIn: SignIn,
    store: SessionStore,
  ) {
    this.sessionEnded = store.readUnauthorizedFlag();
    store.setUnauthorizedFlag(false);
    this.defaultCountry = store.defaultLoginCountry();
    makeAutoObservable<SignInViewModel, 'signIn'>(this, { signIn: false }, { autoBind: true });
  }

  /** Returns where to go after a successful sign-in, or undefined to stay on the form. */
  async submit(values: SignInValues, redirectQuery: string | null): Promise<string | undefined> {
    if (this.submitting) return undefined;
    this.submitting = true;
    this.inlineError = undefined;
    this.dialogError = undefined;
    this.fieldErrors = {};
    try {
      const outcome = await this.signIn.execute({
        email: values.email,
        password: values.password,
        country: values.country || undefined,
      });
      if (outcome.kind === 'choose-country') {
        runInAction(() => {
          this.countryChoices = outcome.countries;
        });
        return undefined;
      }
      return safeRedirectPath(redirectQuery);
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

  private showError(error: AppError): void {
    // A blocked customer is taken to /account-blocked by the auth-failure handler.
    if (error.hasType('DisabledCustomer')) return;
    const fieldErrors = error.fieldErrors.filter((f) => FORM_FIELDS.has(f.field));
    // A new object, so views that follow the reference see the change.
    this.fieldErrors = Object.fromEntries(fieldErrors.map((f) => [f.field, { type: f.type, message: f.message }]));
    if (INLINE_ERROR_TYPES.has(error.type)) this.inlineError = error;
    else if (fieldErrors.length === 0) this.dialogError = error;
  }
}
