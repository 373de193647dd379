import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The project's root folder. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** The TypeScript source files under `dir` (relative to the root), without tests and without src/generated. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'generated') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
