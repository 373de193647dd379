import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Issue 21: one way to do each thing. One helper for per-container caches
 * (src/shared/di/per-container.ts): a cache keyed by the container written by hand elsewhere (ten of
 * them once, each with its own way of forgetting a failed load, or none) fails here. One client of
 * the service locator (src/shared/http/locator-client.ts): its calls were written in five adapters.
 */
const HOME = join('src', 'shared', 'di', 'per-container.ts');
const HAND_WRITTEN = /new\s+WeakMap\s*<\s*Container\b/;
const LOCATOR_CLIENT = join('src', 'shared', 'http', 'locator-client.ts');
const LOCATOR_CONTRACT = /from '@\/generated\/service-locator'/;
const portalFiles = () => sourceFiles('src').filter((path) => !path.startsWith(join('src', 'sandbox')));

describe('per-container caches', () => {
  it('are made with valuePerContainer or oncePerContainer alone', () => {
    const writing = portalFiles().filter((path) => HAND_WRITTEN.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(writing).toEqual([HOME]);
  });
});

describe('the service locator', () => {
  it('is called through LocatorClient alone', () => {
    const calling = portalFiles().filter((path) => LOCATOR_CONTRACT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(calling).toEqual([LOCATOR_CLIENT]);
  });
});
