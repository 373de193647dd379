import type { Locale } from '../i18n/locale';
import { ATTR_ENTRY, ATTR_LOCALE, ATTR_PRELOAD, ATTR_ROUTE, ATTR_TITLES, ATTR_VARIANT, ATTR_VISITOR, type PrerenderVisitor } from './prerender-attributes.ts';

export interface PrerenderedVariant {
  readonly locale: Locale;
  /** The app's HTML for the route in this language (React's prerender output). */
  readonly html: string;
  readonly title: string;
}

export interface PrerenderedPage {
  /** Route pattern, e.g. /sign-in. */
  readonly route: string;
  /** Who it was rendered for (only that visitor is shown it; guest when absent). */
  readonly visitor?: PrerenderVisitor;
  /** The language inlined in #root (what browsers without JavaScript show); the others go in templates. */
  readonly defaultLocale: Locale;
  readonly variants: readonly PrerenderedVariant[];
  /** URL of the locale stamp script. */
  readonly stampSrc: string;
  /** Module URLs the route's first screen loads beyond the entry's own (its screen's chunks). */
  readonly preload: readonly string[];
  /** Module URLs only one language loads (its catalogues): the stamp preloads the visitor's. */
  readonly preloadByLocale: Readonly<Partial<Record<Locale, readonly string[]>>>;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function replaceOnce(html: string, find: RegExp, by: string): string {
  if (!find.test(html)) throw new Error(`Prerender: ${find} not found in index.html`);
  return html.replace(find, () => by);
}

/**
 * The built index.html with one route prerendered: the default language's HTML in #root (what a
 * browser without JavaScript shows), every other language in a <template>, and the locale stamp
 * loaded from <head> (language, title) and again after the templates (swaps in the visitor's
 * variant before first paint). The page paints without the app's code, so nothing of it is fetched
 * before: the entry's <script> and preloads move onto the second stamp, which fetches and starts
 * them once the page has painted (the first paint has the connection to itself).
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedPage): string {
  const inline = page.variants.find((v) => v.locale === page.defaultLocale);
  if (!inline) throw new Error(`Prerender: no ${page.defaultLocale} variant for ${page.route}`);
  const titles = Object.fromEntries(page.variants.map((v) => [v.locale, v.title]));
  const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entry = [...indexHtml.matchAll(moduleScript)].map((m) => m[1]!);
  if (entry.length === 0) throw new Error('Prerender: no entry module script in index.html');
  const preload = { '*': [...[...indexHtml.matchAll(modulePreload)].map((m) => m[1]!), ...page.preload], ...page.preloadByLocale };
  const templates = page.variants
    .filter((v) => v !== inline)
    .map((v) => `<template ${ATTR_VARIANT}="${v.locale}">${v.html}</template>`)
    .join('');
  let html = indexHtml.replace(moduleScript, '').replace(modulePreload, '');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(inline.title)}</title>\n    <script src="${escapeAttr(page.stampSrc)}" ${ATTR_TITLES}="${escapeAttr(JSON.stringify(titles))}"></script>`,
  );
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${ATTR_ROUTE}="${escapeAttr(page.route)}" ${ATTR_LOCALE}="${inline.locale}"${page.visitor === 'customer' ? ` ${ATTR_VISITOR}="customer"` : ''}>${inline.html}</div>${templates}` +
      `<script src="${escapeAttr(page.stampSrc)}" ${ATTR_ENTRY}="${escapeAttr(entry.join(' '))}" ${ATTR_PRELOAD}="${escapeAttr(JSON.stringify(preload))}"></script>`,
  );
  return html;
}

/** Where a route's page goes in dist/: /sign-in -> sign-in.html (static hosts and vite preview serve it at /sign-in). */
export function prerenderedFileName(route: string): string {
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(route)) throw new Error(`Prerender: cannot prerender the route pattern ${route}`);
  return `${route.slice(1)}.html`;
}
