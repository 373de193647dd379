import { makeAutoObservable, observableRef } from 'mobx';
import { FormModel } from '@/shared/validation/form-model';
import { encodeMessage } from '@/shared/validation/issue-message';
import { NO_PASSWORDS, PASSWORD_SERVER_FIELDS, passwordChangeSchema, type PasswordChangeField, type PasswordChangeValues } from '../domain/password-change';
import type { Resolver } from '@/shared/di/container-context';
import { ViewingProfile } from '../application/viewing-profile';

/** Each field's name in the validation messages ({{field}}): a key of the validation catalogue. */
export const PASSWORD_FIELD_LABELS: Readonly<Record<PasswordChangeField, string>> = {
  oldPassword: 'validation:fields.oldPassword',
  password: 'validation:fields.newPassword',
  passwordConfirmation: 'validation:fields.passwordConfirmation',
};

/**
 * The profile's change-password form: the current password, the new one and its confirmation,
 * checked by the form's rules before anything is sent (src/profile/domain/password-change.ts),
 * then POST /user/change-password. A refusal on a field shows under it (a wrong current password
 * under the current password); any other one above the button with its error code; nothing typed
 * is lost. Once the back office holds the new password the form starts afresh (the passwords
 * typed are dropped) and the page says the password is changed.
 */
export class ChangePasswordViewModel {
  form: FormModel<PasswordChangeValues, PasswordChangeValues, void>;
  /** How many times the password was changed during this visit: each one clears the form and is said. */
  changes = 0;

  constructor(private readonly useCases: ViewingProfile) {
    this.form = this.freshForm();
    makeAutoObservable<ChangePasswordViewModel, 'useCases'>(this, { useCases: false, form: observableRef }, { autoBind: true });
  }

  /** The password was changed and nothing has been typed since: the success message shows. */
  get justChanged(): boolean {
    return this.changes > 0 && this.form.fieldNames.every((name) => this.form.values[name] === '');
  }

  /** The back office refused the current password (its field error on old_password). */
  get currentPasswordRefused(): boolean {
    return this.form.serverErrors.oldPassword !== undefined;
  }

  /**
   * What a field shows under it, as an issue message: the form's own (`shown`: the form library's
   * in the browser, `form.errors` elsewhere), except that a refused current password says so in
   * the profile's words (the back office's InvalidValue alone would only say "not valid").
   */
  issueFor(field: PasswordChangeField, shown: string | undefined): string | undefined {
    return field === 'oldPassword' && this.currentPasswordRefused ? encodeMessage('profile:password.currentWrong') : shown;
  }

  private freshForm(): FormModel<PasswordChangeValues, PasswordChangeValues, void> {
    return new FormModel<PasswordChangeValues, PasswordChangeValues, void>({
      schema: passwordChangeSchema,
      initial: { ...NO_PASSWORDS },
      submit: async (values) => {
        await this.useCases.changePassword({ current: values.oldPassword, next: values.password, confirmation: values.passwordConfirmation });
        this.changed();
      },
      serverFields: PASSWORD_SERVER_FIELDS,
    });
  }

  private changed(): void {
    this.changes += 1;
    this.form = this.freshForm();
  }
}

/** The form's view model from the container's use cases (the form's chunk makes it; ./profile.view-models.ts binds it for tests). */
export const makeChangePasswordViewModel = (c: Resolver) => new ChangePasswordViewModel(c.get(ViewingProfile));
