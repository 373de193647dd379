import { describe, expect, it } from 'vitest';
import { safeParse } from '@/shared/validation/zod';
import { passwordChangeSchema, type PasswordChangeValues } from './password-change';

/** The first message per field, as the form shows them. */
function problems(values: PasswordChangeValues): Record<string, string> {
  const parsed = safeParse(passwordChangeSchema, values);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the change-password rules (spec 02 section 5)', () => {
  it('let a right change through', () => {
    expect(problems({ oldPassword: 'Demo1234', password: 'Other123', passwordConfirmation: 'Other123' })).toEqual({});
  });

  it('require the current password, the new one and its confirmation', () => {
    expect(problems({ oldPassword: '', password: ' ', passwordConfirmation: '' })).toEqual({
      oldPassword: 'validation:required',
      password: 'validation:required',
      passwordConfirmation: 'validation:required',
    });
  });

  it('hold the new password to the password rule: a number, a letter, at least 6 characters', () => {
    for (const weak of ['abcdef', '123456', 'ab12', 'Ab1 ']) {
      expect(problems({ oldPassword: 'Demo1234', password: weak, passwordConfirmation: weak }), weak).toEqual({ password: 'validation:password' });
    }
    expect(problems({ oldPassword: 'Demo1234', password: 'Lösen1', passwordConfirmation: 'Lösen1' })).toEqual({});
  });

  it('refuse a new password that is the current one', () => {
    expect(problems({ oldPassword: 'Demo1234', password: 'Demo1234', passwordConfirmation: 'Demo1234' })).toEqual({ password: 'validation:isNot' });
  });

  it('want the confirmation to match the new password, naming the new password in the message', () => {
    expect(problems({ oldPassword: 'Demo1234', password: 'Other123', passwordConfirmation: 'Other124' })).toEqual({
      passwordConfirmation: 'validation:is|{"fieldKey":"validation:fields.newPassword"}',
    });
  });
});
