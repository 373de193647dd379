import { makeAutoObservable } from 'mobx';
import { z } from '@/shared/validation/zod';
import { FormModel } from '@/shared/validation/form-model';
import { email, field, is, password, required } from '@/shared/validation/rules';
import { ChangePasswordWithToken, RecoverPassword } from '../application/password-recovery';
import { OnboardingConfig, OnboardingLocator, PasswordRecoveryGateway } from '../application/ports';
import { SessionCredentials } from '@/shared/kernel/access-token';
import type { Resolver } from '@/shared/di/container-context';

type EmailValues = { email: string };

/** /recovery-password: always says "sent" once the address is a valid one (never whether it has an account). */
export class RecoveryPasswordViewModel {
  /** The address the e-mail went to, once sent. */
  sentTo: string | undefined = undefined;
  readonly form: FormModel<EmailValues, EmailValues, void>;

  constructor(recover: RecoverPassword, initialEmail = '') {
    this.form = new FormModel<EmailValues, EmailValues, void>({
      schema: z.object({ email: field(required(), email()) }),
      initial: { email: initialEmail },
      submit: async (values) => {
        await recover.execute(values.email);
        this.setSent(values.email.trim());
      },
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** "Send again" / another address: back to the form, the address kept. */
  again(): void {
    this.sentTo = undefined;
  }

  private setSent(address: string): void {
    this.sentTo = address;
  }
}

type PasswordValues = { password: string; passwordConfirmation: string };

/**
 * /change-password?token=…: the new password (password rule), its confirmation (must match); an
 * expired link says so. The reset e-mail's link works signed in too (a customer without a password
 * sets one from the profile this way): once changed, a signed-in customer goes back to the
 * profile, anyone else to sign in.
 */
export class ChangePasswordViewModel {
  changed = false;
  readonly form: FormModel<PasswordValues, PasswordValues, void>;
  readonly hasToken: boolean;

  constructor(
    change: ChangePasswordWithToken,
    link: { token: string | null; country: string | null },
    private readonly signedIn: () => boolean,
  ) {
    const token = link.token?.trim() ?? '';
    this.hasToken = token !== '';
    const schema = z
      .object({ password: field(required(), password()), passwordConfirmation: field(required()) })
      .check(is<PasswordValues>('password', 'passwordConfirmation', 'validation:fields.newPassword'));
    this.form = new FormModel<PasswordValues, PasswordValues, void>({
      schema,
      initial: { password: '', passwordConfirmation: '' },
      submit: async (values) => {
        await change.execute({ token, password: values.password, confirmation: values.passwordConfirmation, country: link.country ?? undefined });
        this.setChanged();
      },
      serverFields: { password_confirmation: 'passwordConfirmation' },
      handleError: (error) => {
        // The token is the link's: an unknown or used one means the link expired.
        if (error.fieldErrors.some((f) => f.field === 'token')) {
          this.linkExpired = true;
          return true;
        }
        return false;
      },
    });
    makeAutoObservable<ChangePasswordViewModel, 'signedIn'>(this, { form: false, hasToken: false, signedIn: false }, { autoBind: true });
  }

  /** The link's token is unknown or used: ask for a new e-mail. */
  linkExpired = false;

  /** Where the page leads once the password is changed: the profile for a signed-in customer, else sign-in. */
  get next(): '/profile' | '/sign-in' {
    return this.signedIn() ? '/profile' : '/sign-in';
  }

  private setChanged(): void {
    this.changed = true;
  }
}

/** A new RecoveryPasswordViewModel over the container's ports, the e-mail field filled in as the link says: one per visit. */
export const makeRecoveryPasswordViewModel = (c: Resolver, initialEmail: string) =>
  new RecoveryPasswordViewModel(new RecoverPassword(c.get(OnboardingLocator), c.get(PasswordRecoveryGateway), c.get(OnboardingConfig)), initialEmail);

/** A new ChangePasswordViewModel over the container's ports for the reset e-mail's link (signed in or not): one per visit. */
export function makeChangePasswordViewModel(c: Resolver, link: { token: string | null; country: string | null }): ChangePasswordViewModel {
  const credentials = c.get(SessionCredentials);
  return new ChangePasswordViewModel(
    new ChangePasswordWithToken(c.get(OnboardingLocator), c.get(PasswordRecoveryGateway), c.get(OnboardingConfig)),
    link,
    () => credentials.token() !== undefined,
  );
}
