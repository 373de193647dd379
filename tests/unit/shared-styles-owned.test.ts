import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet under `dir`, with its path. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The class each rule of a stylesheet starts with (`.popover {`, `.popover .hint {`, `.popover__item:hover,` …). */
function leadingClasses(css: string): string[] {
  return [...css.matchAll(/^\s*\.([a-z][a-z0-9-]*)(?=[\s{.:,[>])/gm)].map((m) => m[1]!);
}

describe('the shared components’ styles', () => {
  it('are styled only by their own stylesheets: a context never restyles a shared class (a global rule leaks to every page visited after)', () => {
    const shared = new Set(stylesheets('src/shared/ui').flatMap((file) => leadingClasses(readFileSync(file, 'utf8'))));
    expect(shared.has('popover')).toBe(true);
    const restyled = stylesheets('src')
      .filter((file) => !file.startsWith(join('src', 'shared', 'ui')))
      .flatMap((file) => leadingClasses(readFileSync(file, 'utf8')).filter((name) => shared.has(name)).map((name) => `${file}: .${name}`));
    expect(restyled).toEqual([]);
  });
});
