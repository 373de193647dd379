import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Issue 21: one helper for per-container caches (src/shared/di/per-container.ts). A cache keyed by
 * the container written by hand elsewhere (eleven of them once, each with its own way of forgetting
 * a failed load, or none) fails here.
 */
const HOME = join('src', 'shared', 'di', 'per-container.ts');
const HAND_WRITTEN = /new\s+WeakMap\s*<\s*Container\b/;

describe('per-container caches', () => {
  it('are made with valuePerContainer or oncePerContainer alone', () => {
    const writing = sourceFiles('src').filter((path) => HAND_WRITTEN.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(writing).toEqual([HOME]);
  });
});
