import { describe, expect, it } from 'vitest';
import { AppError, normalisePropertyPath, toAppError } from './app-error';

describe('AppError', () => {
  it('removes brackets from property paths so they match form field names', () => {
    expect(normalisePropertyPath('[email]')).toBe('email');
    expect(normalisePropertyPath('beneficiary[first_name]')).toBe('beneficiary.first_name');
    expect(normalisePropertyPath('password')).toBe('password');
  });

  it('finds a type among its field errors too', () => {
    const error = new AppError('ValidationFailed', 'x', { fieldErrors: [{ field: 'email', type: 'InvalidEmail', message: '' }] });
    expect(error.hasType('InvalidEmail')).toBe(true);
    expect(error.hasType('AccessDenied')).toBe(false);
  });

  it('wraps anything thrown', () => {
    expect(toAppError(new Error('boom')).type).toBe('Unknown');
    expect(toAppError('text').message).toBe('text');
  });
});
