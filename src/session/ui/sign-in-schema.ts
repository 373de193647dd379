import { EMAIL_PATTERN } from '@/shared/validation/email-pattern';

export type SignInFormField = 'email' | 'password';

/**
 * The sign-in form's own rules; messages are catalogue keys (common namespace). Plain code, not a
 * zod schema: the first screen carries it, and zod loads only with the screens that need it.
 * The e-mail is judged trimmed: spaces alone are "required".
 */
export function signInFormErrors(form: { email: string; password: string }): Partial<Record<SignInFormField, string>> {
  const errors: Partial<Record<SignInFormField, string>> = {};
  const email = form.email.trim();
  if (email === '') errors.email = 'signIn.emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'signIn.emailInvalid';
  if (form.password === '') errors.password = 'signIn.passwordRequired';
  return errors;
}
