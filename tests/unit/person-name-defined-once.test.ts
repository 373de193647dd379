import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * The rule of a person's name (letters of any script with their marks, spaces, hyphens and
 * apostrophes) lives in src/shared/kernel/person-name.ts alone: the sender's details, a recipient's
 * schema fields and the validation rules call isPersonName. It had three copies; this fails when a
 * file under src/ writes the rule's character class again.
 */
const HOME = join('src', 'shared', 'kernel', 'person-name.ts');
/** The rule's character class as a regex literal writes it (letters and marks, then space, apostrophes, hyphen; a class with digits is another rule). */
const NAME_CLASS = /\[\\p\{L\}\\p\{M\} '’-\]/;

describe('the rule of a person’s name', () => {
  it('is recognised by the check where it is written', () => {
    expect(NAME_CLASS.test(readFileSync(join(ROOT, HOME), 'utf8'))).toBe(true);
    expect(NAME_CLASS.test(String.raw`const NAME = /^[\p{L}\p{M} '’-]+$/u;`)).toBe(true);
  });

  it('is written once under src/, in the kernel', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => file !== HOME && NAME_CLASS.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
