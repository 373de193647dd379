import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Locale } from '../i18n/locale';
import { FIRST_SCREEN_NAMESPACES } from '../i18n/namespaces.ts';
import type { RenderedRoute } from './entry-server';
import { prerenderedDocument, prerenderedFileName, type PrerenderedVariant } from './prerendered-document.ts';
import { INDEX_PRELOAD_MODULES, ROOT_PRELOAD_KEY, ROOT_PRELOAD_MODULES, withEarlyScript, withModulePreloads } from './index-preload.ts';

const HERE = import.meta.dirname;
const SEEN = '__PRERENDER_SEEN__';

/** What the client build produced: chunk files, their static imports, and the modules in each. */
interface ClientChunk {
  readonly imports: readonly string[];
}

/**
 * Every module id the server bundle evaluates is recorded: rendering a route in a fresh worker
 * then tells which of the client's lazily loaded chunks that route needs (to preload them).
 */
function seenModulesPlugin(): Plugin {
  return {
    name: 'prerender-seen-modules',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return undefined;
      return { code: `globalThis.${SEEN}?.add(${JSON.stringify(file)});\n${code}`, map: null };
    },
  };
}

// Runs as a CommonJS worker: a fresh module registry per route, so "seen" means "this route's".
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.${SEEN} = new Set();
(async () => {
  const { renderRoute, LOCALES, DEFAULT_LOCALE } = await import(workerData.entryUrl);
  const variants = [];
  for (const locale of LOCALES) variants.push({ locale, ...(await renderRoute(workerData.route, locale)) });
  parentPort.postMessage({ variants, defaultLocale: DEFAULT_LOCALE, seen: [...globalThis.${SEEN}] });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

interface WorkerAnswer {
  readonly variants?: (RenderedRoute & { locale: Locale })[];
  readonly defaultLocale?: Locale;
  readonly seen?: string[];
  readonly error?: string;
}

function renderInWorker(entryUrl: string, route: string): Promise<Required<Omit<WorkerAnswer, 'error'>>> {
  return new Promise((done, fail) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { entryUrl, route } });
    worker.once('message', (answer: WorkerAnswer) => {
      void worker.terminate();
      const { variants, seen, defaultLocale } = answer;
      if (answer.error || !variants || !seen || !defaultLocale) fail(new Error(`Prerender of ${route} failed: ${answer.error}`));
      else done({ variants, seen, defaultLocale });
    });
    worker.once('error', fail);
  });
}

/** Builds one classic script (no imports, an IIFE) into the assets folder; returns its file name. */
async function writeClassicScript(shared: InlineConfig, outDir: string, assetsDir: string, name: string, entry: string): Promise<string> {
  const built = await build({
    ...shared,
    build: { write: false, minify: true, target: 'es2022', lib: { entry, formats: ['iife'], name: name.replace(/-(.)/g, (_, c: string) => c.toUpperCase()) } },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: { type: string; code?: string }[] };
  const code = output.output.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error(`Prerender: the ${name} script did not build`);
  const file = `${assetsDir}/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, file), code);
  return file;
}

/**
 * Production build only: after the client bundle is written, builds the server entry, renders
 * each route in every locale with the real components and writes dist/<route>.html (see
 * prerenderedDocument), plus the locale stamp script. The dev server does not prerender.
 */
export function prerenderPlugin(routes: readonly string[], options: { readonly earlyData: boolean }): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, ClientChunk>();
  const chunkOfModule = new Map<string, string>();
  // A client build that failed wrote nothing to prerender from: its own error is the one to see.
  let clientBuildFailed = false;
  return {
    name: 'prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr && !userConfig.build?.lib,
    configResolved(resolved) {
      config = resolved;
    },
    renderError() {
      clientBuildFailed = true;
    },
    buildEnd(error) {
      if (error) clientBuildFailed = true;
    },
    // After Vite's own generateBundle steps (writeBundle): a pure-CSS chunk (a module that only
    // imports a stylesheet) has been removed by then, and the imports naming it rewritten, so no
    // prerendered page preloads a file that was never written.
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { imports: output.imports });
        for (const id of output.moduleIds) chunkOfModule.set(id.split('?')[0]!, output.fileName);
      }
    },
    async closeBundle() {
      if (clientBuildFailed) return;
      const root = config.root;
      const outDir = resolve(root, config.build.outDir);
      const base = config.base;
      const shared = { configFile: false as const, root, mode: config.mode, envDir: config.envDir, publicDir: false as const, logLevel: 'warn' as const, resolve: { alias: config.resolve.alias }, define: config.define };

      // 1. The server entry, inside node_modules so its bare imports resolve.
      const serverDir = join(root, 'node_modules', '.prerender');
      await build({
        ...shared,
        plugins: [react(), seenModulesPlugin()],
        build: {
          ssr: join(HERE, 'entry-server.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          // Node code that renders the pages at build time; it is never shipped.
          chunkSizeWarningLimit: 100_000,
          rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
        },
      });

      // 2. The locale stamp: one classic script, no imports.
      const stampFile = await writeClassicScript(shared, outDir, config.build.assetsDir, 'locale-stamp', join(HERE, 'locale-stamp-entry.ts'));

      // 3. What the pages are made from: the client build's index.html.
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
      const inIndex = new Set([...indexHtml.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!.slice(base.length)));
      const closure = (files: Iterable<string>) => {
        const found = new Set<string>();
        const visit = (file: string) => {
          if (found.has(file) || inIndex.has(file)) return;
          found.add(file);
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
        };
        for (const file of files) visit(file);
        return [...found].map((file) => `${base}${file}`);
      };
      // 4. The signed-in document: index.html preloads the signed-in chunks and, in a build with
      // the HTTP adapters, asks early for their first data. Guest pages are made from the plain one.
      // How a screen's catalogue is found in a locale (src/app/i18n/screen-catalogues.ts): the finder and that locale's list.
      const screenCatalogueChunks = (locale: string) =>
        [join(HERE, '..', 'i18n', 'screen-catalogues.ts'), join(HERE, '..', 'i18n', 'screen-catalogues', `${locale}.ts`)].map((id) => chunkOfModule.get(id));
      const modulesChunks = (modules: readonly string[]) => modules.map((m) => chunkOfModule.get(join(root, m))).filter((f): f is string => f !== undefined);
      const indexPreload = closure(modulesChunks(INDEX_PRELOAD_MODULES));
      const rootPreload = closure(modulesChunks(ROOT_PRELOAD_MODULES)).filter((url) => !indexPreload.includes(url));
      let signedInHtml = withModulePreloads(indexHtml, options.earlyData ? indexPreload : [...indexPreload, ...rootPreload]);
      if (options.earlyData) {
        const earlyFile = await writeClassicScript(shared, outDir, config.build.assetsDir, 'early-data', join(HERE, '..', 'boot', 'early-data-entry.ts'));
        // Every locale the build has a catalogue folder for (src/app/i18n/locales/<locale>/).
        const localesDir = join(HERE, '..', 'i18n', 'locales');
        const locales = [...new Set([...chunkOfModule.keys()].filter((id) => id.startsWith(localesDir)).map((id) => id.slice(localesDir.length + 1).split('/')[0]!))];
        const catalogues = Object.fromEntries(
          locales.map((locale) => [
            locale,
            // Every signed-in page asks for a screen's catalogue too (the shell's at least).
            closure(
              [...FIRST_SCREEN_NAMESPACES.map((ns) => chunkOfModule.get(join(HERE, '..', 'i18n', 'locales', locale, `${ns}.json`))), ...screenCatalogueChunks(locale)].filter(
                (f): f is string => f !== undefined,
              ),
            ),
          ]),
        );
        signedInHtml = withEarlyScript(signedInHtml, `${base}${earlyFile}`, { ...catalogues, [ROOT_PRELOAD_KEY]: rootPreload });
      }
      // 5. Every route in every locale, each route in a fresh worker.
      const entryUrl = pathToFileURL(join(serverDir, 'entry-server.mjs')).href;
      for (const route of routes) {
        const { variants, seen, defaultLocale } = await renderInWorker(entryUrl, route);
        const preload = closure(seen.map((id) => chunkOfModule.get(id)).filter((f): f is string => f !== undefined));
        const preloadByLocale = Object.fromEntries(
          variants.map((v) => [
            v.locale,
            // Catalogue modules, as src/app/i18n/i18n.ts globs them, and the list of the screens'
            // catalogues when the page needs one of them (i18n.ts imports it on first need).
            closure(
              [
                ...v.namespaces.map((ns) => chunkOfModule.get(join(HERE, '..', 'i18n', 'locales', v.locale, `${ns}.json`))),
                ...(v.namespaces.some((ns) => !(FIRST_SCREEN_NAMESPACES as readonly string[]).includes(ns)) ? screenCatalogueChunks(v.locale) : []),
              ].filter((f): f is string => f !== undefined),
            ),
          ]),
        );
        const visitor = variants[0]?.visitor ?? 'guest';
        const page = prerenderedDocument(visitor === 'customer' ? signedInHtml : indexHtml, {
          route,
          visitor,
          defaultLocale,
          variants: variants.map((v): PrerenderedVariant => ({ locale: v.locale, html: v.html, title: v.title })),
          stampSrc: `${base}${stampFile}`,
          preload,
          preloadByLocale,
        });
        await writeFile(join(outDir, prerenderedFileName(route)), page);
      }
      await writeFile(join(outDir, 'index.html'), signedInHtml);
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
