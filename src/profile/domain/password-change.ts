import { z } from '@/shared/validation/zod';
import { field, is, isNot, password, required } from '@/shared/validation/rules';

/**
 * The change-password form of the profile (spec 02 section 5): the current password is required;
 * the new one is required, passes the password rule (a number and a letter, at least 6
 * characters: the portal's one rule, src/shared/validation/rules.ts) and differs from the current
 * one; the confirmation matches the new one. Each check's message is the validation catalogue's.
 */
export type PasswordChangeValues = { oldPassword: string; password: string; passwordConfirmation: string };

export type PasswordChangeField = 'oldPassword' | 'password' | 'passwordConfirmation';

/** The fields in the order the form shows them, empty. */
export const NO_PASSWORDS: PasswordChangeValues = { oldPassword: '', password: '', passwordConfirmation: '' };

/** The form's rules: per field, then the two across fields (differs from the current one; confirmation matches). */
export const passwordChangeSchema = z
  .object({
    oldPassword: field(required()),
    password: field(required(), password()),
    passwordConfirmation: field(required()),
  })
  .check(isNot<PasswordChangeValues>('password', 'oldPassword'), is<PasswordChangeValues>('password', 'passwordConfirmation', 'validation:fields.newPassword'));

/** POST /user/change-password's property paths (openapi/main-api.yaml changePassword) and the fields they belong to. */
export const PASSWORD_SERVER_FIELDS: Readonly<Record<string, PasswordChangeField>> = {
  old_password: 'oldPassword',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};
