import { ATTR_PRELOAD } from './prerender-attributes.ts';
/**
 * What the plain index.html (every route the build does not prerender: the signed-in ones) fetches
 * beside the entry, instead of one request level after another once the entry has run: the adapter
 * mode and the signed-in layout (the inactivity watch loads after the page's main content). Each is
 * a small chunk; the prerendered pages keep their own list (they fetch code after their paint).
 * Paths from the project root; a module the build does not contain (the other adapter mode) is skipped.
 */
export const INDEX_PRELOAD_MODULES: readonly string[] = [
  'src/app/modes/http-mode.ts',
  'src/app/modes/memory-mode.ts',
  'src/app/layouts/signed-in-layout.tsx',
  // The HTTP adapters load on first use (lazyPort): a signed-in page uses them at once.
  'src/session/adapters/http-session-adapters.ts',
];

/**
 * The wallet, where "/" lands (the prerendered /wallet has its own list): preloaded on "/" only,
 * by the early-data script (ROOT_PRELOAD_KEY in its data-preload), so /transfers, send money and
 * the other signed-in pages opened from an address do not fetch the wallet's code. A build
 * without that script preloads them in index.html as before.
 */
export const ROOT_PRELOAD_MODULES: readonly string[] = ['src/app/pages/home-route.tsx', 'src/wallet/adapters/http-wallet-gateway.ts'];

/** The early-data script's data-preload key for the modules to preload when the address is "/" (beside the locales). */
export const ROOT_PRELOAD_KEY = '/';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with a <link rel="modulepreload"> for each URL not already there, at the end of <head>. */
export function withModulePreloads(indexHtml: string, urls: readonly string[]): string {
  const present = new Set([...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!));
  const links = [...new Set(urls)].filter((url) => !present.has(url)).map((url) => `    <link rel="modulepreload" crossorigin href="${escapeAttr(url)}">\n`);
  if (links.length === 0) return indexHtml;
  const end = indexHtml.indexOf('</head>');
  if (end < 0) throw new Error('Preload: no </head> in index.html');
  const lineStart = indexHtml.lastIndexOf('\n', end) + 1;
  const at = indexHtml.slice(lineStart, end).trim() === '' ? lineStart : end;
  return `${indexHtml.slice(0, at)}${links.join('')}${indexHtml.slice(at)}`;
}

/**
 * index.html with the early-data script (src/app/boot/early-data-entry.ts) first in <head>:
 * `async`, so it starts the signed-in page's data requests without holding up the page.
 */
export function withEarlyScript(indexHtml: string, url: string, preloadByLocale: Readonly<Record<string, readonly string[]>>): string {
  const head = /<head[^>]*>/.exec(indexHtml);
  if (!head) throw new Error('Early data: no <head> in index.html');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(indexHtml);
  const after = charset && charset.index > head.index ? charset.index + charset[0].length : head.index + head[0].length;
  const preload = escapeAttr(JSON.stringify(preloadByLocale));
  return `${indexHtml.slice(0, after)}\n    <script async src="${escapeAttr(url)}" ${ATTR_PRELOAD}="${preload}"></script>${indexHtml.slice(after)}`;
}
