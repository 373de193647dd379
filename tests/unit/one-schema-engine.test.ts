import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Issue 21: one schema-form engine. The schema document is read, and a field's value checked, in
 * src/shared/schema-form alone (send money's new-recipient form and step 4, the transfers'
 * payout-details update). The transfers context once had its own zod document, its own
 * constraint checks and its own problem kinds: a second reader or rules module fails here. (The
 * sandbox back office writes the documents it serves; it is not a reader.)
 */
const ENGINE = join('src', 'shared', 'schema-form');
const READER = join(ENGINE, 'schema-reader.ts');
const portalFiles = () => sourceFiles('src').filter((path) => !path.startsWith(join('src', 'sandbox')));
const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Code (not a comment) that matches. */
const inCode = (source: string, pattern: RegExp) => source.split('\n').some((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && pattern.test(line));

describe('the schema document', () => {
  it('is parsed by the shared reader alone (its meta’s _constraints and _data_sources)', () => {
    const parsing = portalFiles().filter((path) => inCode(text(path), /\b_(constraints|data_sources)\b/));
    expect(parsing).toEqual([READER]);
  });
});

describe('the rules of a schema field', () => {
  it('are defined in the engine alone: no second fieldProblem, constraint check or problem kind list', () => {
    const RULES = /function\s+(fieldProblem|constraintProblem|choiceProblem|problemOf|problemsOf)\s*\(|type\s+FieldProblem\s*=|type\s+\w*Constraint\s*=/;
    const defining = portalFiles().filter((path) => inCode(text(path), RULES));
    expect(defining.every((path) => path.startsWith(ENGINE + '/')), defining.join(', ')).toBe(true);
    expect(defining.length).toBeGreaterThan(0);
  });

  it('read a schema’s regex constraint through safePattern in the engine alone', () => {
    const reading = portalFiles().filter((path) => inCode(text(path), /\bsafePattern\(/) && !path.startsWith(join('src', 'shared', 'validation')));
    expect(reading).toEqual([join(ENGINE, 'schema-form.ts')]);
  });
});
