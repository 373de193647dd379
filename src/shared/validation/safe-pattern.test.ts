import { describe, expect, it } from 'vitest';
import { linear, safePattern } from './safe-pattern';

describe('a pattern from the back office', () => {
  it.each([
    '^[0-9]{9,12}$',
    '^\\+?[0-9 ]+$',
    "^[\\p{L} '-]{2,40}$",
    '^(SO|ET)[0-9]{6}$',
    '^([A-Z]{2})?[0-9]+$',
    '^(?:[0-9]{3}-){2}[0-9]{4}$',
    '^[a-z(+*)]+$',
    '^\\(\\d+\\)$',
  ])('runs %s, as payout schemas write them', (source) => {
    expect(linear(source)).toBe(true);
    expect(safePattern(source)).toBeInstanceOf(RegExp);
  });

  it.each(['^(a+)+$', '^(a|aa)*$', '^([a-z]*[0-9]?)+$', '^(\\w+\\s?)*$', '(x+x+){2,}y', '^(a)\\1$', '^(?=a).$', '^(?<!a)b$', '(?<n>a)\\k<n>'])(
    'refuses %s: it could backtrack without bound (the back office checks the value instead)',
    (source) => {
      expect(linear(source)).toBe(false);
      expect(safePattern(source)).toBeUndefined();
    },
  );

  it('refuses what it cannot read, and reads a plain pattern that is not valid Unicode syntax', () => {
    expect(safePattern('^[0-9')).toBeUndefined();
    expect(safePattern('^(ab$')).toBeUndefined();
    expect(safePattern('x'.repeat(501))).toBeUndefined();
    expect(safePattern('^\\-[0-9]$')?.test('-1')).toBe(true);
  });
});
