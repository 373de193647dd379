/**
 * Bundle-weight benchmark (QUALITY.md, Performance): builds the app, serves dist with
 * `vite preview` on 127.0.0.1, opens /sign-in in Chromium and weighs (gzip -9) every JavaScript
 * file the first screen loads, then every other chunk of the build.
 *
 *   npm run bench                 build, then measure
 *   npm run bench -- --no-build   measure the existing dist/
 *
 * Writes reports/bench-bundle.json; exits 1 when a budget is exceeded.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { findChromium } from '../tests/support/find-chromium';

const KB = 1024;
const BUDGET = { initialSignIn: 160 * KB, lazyChunk: 50 * KB, total: 250 * KB } as const;
const FIRST_SCREEN = '/sign-in';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const reportFile = join(root, 'reports', 'bench-bundle.json');

interface Weighed {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

async function jsFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.m?js$/.test(e.name))
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

async function weigh(file: string): Promise<Weighed> {
  const content = await readFile(join(dist, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** JS files (paths relative to dist) that the first screen loads before the network goes idle. */
async function jsLoadedBy(baseUrl: string, path: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const origin = new URL(baseUrl).origin;
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
      if (url.origin === origin && isScript && response.ok()) loaded.add(decodeURIComponent(url.pathname).replace(/^\//, ''));
    });
    // Nothing on the first screen may reach beyond the preview server.
    await page.route((url) => url.origin !== origin, (route) => route.abort());
    const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
    return [...loaded].sort();
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'PASS' : 'OVER');

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r, i) => {
      const line = r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
      return i === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) {
    await build({ root, logLevel: 'warn' });
  }

  const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  let initialFiles: string[];
  try {
    const address = server.httpServer.address();
    if (address === null || typeof address === 'string') throw new Error('preview server has no TCP address');
    initialFiles = await jsLoadedBy(`http://127.0.0.1:${address.port}`, FIRST_SCREEN);
  } finally {
    await server.close();
  }

  const all = await Promise.all((await jsFilesIn(dist)).map(weigh));
  const initial = all.filter((w) => initialFiles.includes(w.file));
  const missing = initialFiles.filter((f) => !all.some((w) => w.file === f));
  if (missing.length > 0) throw new Error(`loaded JS not found in dist: ${missing.join(', ')}`);
  const lazy = all.filter((w) => !initialFiles.includes(w.file));
  const sum = (list: readonly Weighed[]) => list.reduce((n, w) => n + w.gzip, 0);
  const initialTotal = sum(initial);
  const total = sum(all);

  const rows: string[][] = [['file', 'raw', 'gzip -9', 'budget', 'result']];
  rows.push([`initial JS for ${FIRST_SCREEN}:`, '', '', '', '']);
  for (const w of initial) rows.push([`  ${w.file}`, kb(w.bytes), kb(w.gzip), '', '']);
  rows.push([`initial JS for ${FIRST_SCREEN} (total)`, '', kb(initialTotal), kb(BUDGET.initialSignIn), verdict(initialTotal, BUDGET.initialSignIn)]);
  rows.push([`lazily loaded chunks (${lazy.length}):`, '', '', '', '']);
  for (const w of lazy) rows.push([`  ${w.file}`, kb(w.bytes), kb(w.gzip), kb(BUDGET.lazyChunk), verdict(w.gzip, BUDGET.lazyChunk)]);
  rows.push(['total JS of the build', '', kb(total), kb(BUDGET.total), verdict(total, BUDGET.total)]);
  console.log(`\nBundle weight (gzip level 9, KB = 1024 bytes)\n\n${table(rows)}\n`);

  const over = [
    ...(initialTotal > BUDGET.initialSignIn ? [`initial JS for ${FIRST_SCREEN}`] : []),
    ...lazy.filter((w) => w.gzip > BUDGET.lazyChunk).map((w) => w.file),
    ...(total > BUDGET.total ? ['total JS'] : []),
  ];
  const report = {
    measuredAt: new Date().toISOString(),
    route: FIRST_SCREEN,
    unit: 'bytes (gzip level 9)',
    budgets: BUDGET,
    initial: { files: initial, gzip: initialTotal, pass: initialTotal <= BUDGET.initialSignIn },
    lazy: lazy.map((w) => ({ ...w, pass: w.gzip <= BUDGET.lazyChunk })),
    total: { gzip: total, pass: total <= BUDGET.total },
    over,
    pass: over.length === 0,
  };
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${over.length === 0 ? 'All budgets met.' : `OVER budget: ${over.join(', ')}`}  Report: ${relative(root, reportFile)}`);
  return over.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
