import { fileURLToPath } from 'node:url';

/**
 * A sandbox-only page ON THE PORTAL'S ORIGIN that frames a vendor page and shows what the
 * portal's vendor-message receiver accepted and ignored. It is how the browser tests drive the
 * receiver under the real CSP with real cross-origin frames before any screen embeds a vendor:
 * served by the sandbox's Vite plugin (dev and preview), never emitted into dist/.
 *
 *   /sandbox/harness/vendor-frame?src=<vendor page address>
 */
export const HARNESS_PAGE = '/sandbox/harness/vendor-frame';
export const HARNESS_SCRIPT = '/sandbox/harness/vendor-frame.js';

const ENTRY = fileURLToPath(new URL('./vendor-frame-harness.ts', import.meta.url));

export const harnessHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Vendor frame harness | Sandbox</title>',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
  `<script type="module" src="${HARNESS_SCRIPT}"></script>`,
  '</head>',
  '<body>',
  '<main>',
  '<h1>Vendor frame harness</h1>',
  '<iframe id="vendor-frame" title="Vendor page"></iframe>',
  '<h2>Accepted messages</h2>',
  '<ul id="accepted"></ul>',
  '<h2>Ignored messages</h2>',
  '<ul id="ignored"></ul>',
  '</main>',
  '</body>',
  '</html>',
  '',
].join('\n');

/** Bundles the harness script with the same resolution and env as the portal (Vite, on demand). */
export async function buildHarnessScript(root: string, mode: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': fileURLToPath(new URL('../..', import.meta.url)) } },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: { input: ENTRY, output: { format: 'es', codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const entry = output.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
    if (entry && entry.type === 'chunk') return entry.code;
  }
  throw new Error('The vendor frame harness did not build');
}
