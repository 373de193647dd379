/**
 * Where a page's JavaScript comes from: each built file's gzip bytes shared out among the source
 * files its source map names, in proportion to the generated characters each one produced, then
 * summed per area (`src/<area>`, `node_modules/<package>`). The bench builds with hidden source
 * maps (the built files are byte for byte those of a build without), reads them into memory and
 * removes them from dist before serving it.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** Built file (relative to dist) -> its source map. */
export type SourceMaps = ReadonlyMap<string, RawSourceMap>;

/** Reads every `.map` of dist into memory and deletes it from dist. */
export async function takeSourceMaps(dist: string): Promise<SourceMaps> {
  const maps = new Map<string, RawSourceMap>();
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.js.map'))) {
    const path = join(entry.parentPath, entry.name);
    const file = relative(dist, path).split(sep).join('/').replace(/\.map$/, '');
    maps.set(file, JSON.parse(await readFile(path, 'utf8')) as RawSourceMap);
    await rm(path);
  }
  return maps;
}

/** The area a source belongs to: `src/<area>` for the project's own code, `node_modules/<package>` for a package. */
export function areaOf(source: string | null | undefined): string {
  if (!source) return '(bundler glue)';
  const normal = source.split('\\').join('/');
  const own = /(?:^|\/)src\/([^/]+)\//.exec(normal) ?? /(?:^|\/)src\/([^/]+)$/.exec(normal);
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normal);
  if (pkg) return `node_modules/${pkg[1]}`;
  if (own) return `src/${own[1]}`;
  return normal.startsWith('\0') || normal.includes('rolldown') ? '(bundler glue)' : normal;
}

/**
 * Shares `gzip` bytes of one built file out among the areas of its sources (generated characters
 * per source, a mapping's span running to the next mapping or the end of its line). A file with no
 * map counts under `(no source map) <file>`.
 */
export function attributeFile(file: string, code: string, gzip: number, map: RawSourceMap | undefined): Map<string, number> {
  const shares = new Map<string, number>();
  if (!map) return shares.set(`(no source map) ${file}`, gzip);
  const consumer = new SourceMapConsumer(map);
  const lineLengths = code.split('\n').map((line) => line.length);
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }), undefined, SourceMapConsumer.GENERATED_ORDER);
  let total = 0;
  const chars = new Map<string, number>();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end = next && next.line === m.line ? next.column : (lineLengths[m.line - 1] ?? m.column);
    const span = Math.max(0, end - m.column);
    const area = areaOf(m.source);
    chars.set(area, (chars.get(area) ?? 0) + span);
    total += span;
  });
  if (total === 0) return shares.set(`(no source map) ${file}`, gzip);
  for (const [area, n] of chars) shares.set(area, (n / total) * gzip);
  return shares;
}

/** The gzip bytes of `files` per area, largest first (rounded to whole bytes; they sum to the files' gzip within rounding). */
export async function attributeFiles(
  dist: string,
  files: readonly { readonly file: string; readonly gzip: number }[],
  maps: SourceMaps,
): Promise<{ area: string; gzip: number }[]> {
  const byArea = new Map<string, number>();
  for (const { file, gzip } of files) {
    const code = await readFile(join(dist, file), 'utf8');
    for (const [area, bytes] of attributeFile(file, code, gzip, maps.get(file))) byArea.set(area, (byArea.get(area) ?? 0) + bytes);
  }
  return [...byArea].map(([area, gzip]) => ({ area, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip);
}
