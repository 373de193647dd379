import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Most Vitest files share one module graph a thread (vite.config.ts: no isolation), where a
 * vi.mock cannot take effect for a module another file imported first. A file that mocks modules
 * must be named *.modules.test.*: those run isolated.
 */
const ROOT = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the Vitest files that mock modules', () => {
  const files = ['src', 'tests'].flatMap(testFiles);

  it('are found at all', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are each named *.modules.test.*, so they run with fresh modules', () => {
    const mocking = files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !/\.modules\.test\.tsx?$/.test(file)).map((file) => relative(ROOT, join(ROOT, file)))).toEqual([]);
  });
});
