import { describe, expect, it } from 'vitest';
import { regexes } from '@/shared/validation/zod';
import { EMAIL_PATTERN } from './email-pattern';

describe('EMAIL_PATTERN', () => {
  it('is zod’s e-mail pattern, so sign-in and the other forms judge an address alike', () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it.each(['anna@example.se', 'first.last+tag@mail.example.co.uk', "o'neil@example.com"])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each(['anna', 'anna@', '@example.se', 'anna@example', 'anna..b@example.se', '.anna@example.se', 'anna @example.se'])('refuses %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });
});
