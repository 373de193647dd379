import type { Locale } from '../i18n/locale';
import { ATTR_ENTRY, ATTR_LOCALE, ATTR_PRELOAD, ATTR_ROUTE, ATTR_TITLES, ATTR_VARIANT } from './prerender-attributes';

export interface PrerenderedVariant {
  readonly locale: Locale;
  /** The app's HTML for the route in this language (React's prerender output). */
  readonly html: string;
  readonly title: string;
}

export interface PrerenderedPage {
  /** Route pattern, e.g. /sign-in. */
  readonly route: string;
  /** The language inlined in #root (what browsers without JavaScript show); the others go in templates. */
  readonly defaultLocale: Locale;
  readonly variants: readonly PrerenderedVariant[];
  /** URL of the locale stamp script. */
  readonly stampSrc: string;
  /** Module URLs every language's first screen loads beyond what the entry already preloads. */
  readonly preload: readonly string[];
  /** Module URLs only one language loads (its catalogues): the stamp adds them for the visitor's. */
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
 * loaded from <head> (language, title, catalogue preloads) and again after the templates (swaps
 * in the visitor's variant before first paint).
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedPage): string {
  const inline = page.variants.find((v) => v.locale === page.defaultLocale);
  if (!inline) throw new Error(`Prerender: no ${page.defaultLocale} variant for ${page.route}`);
  const titles = Object.fromEntries(page.variants.map((v) => [v.locale, v.title]));
  const headStamp =
    `<script src="${escapeAttr(page.stampSrc)}" ${ATTR_TITLES}="${escapeAttr(JSON.stringify(titles))}"` +
    ` ${ATTR_PRELOAD}="${escapeAttr(JSON.stringify(page.preloadByLocale))}"></script>`;
  const preloads = page.preload.map((href) => `\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttr(href)}">`).join('');
  // The page paints without its scripts: they load at low priority, after the HTML, CSS and stamp,
  // and the stamp starts the entry once the page has painted (its <script> becomes a preload).
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const entry = [...indexHtml.matchAll(moduleScript)].map((m) => m[1]).join(' ');
  if (!entry) throw new Error('Prerender: no entry module script in index.html');
  const lowPriority = (html: string) =>
    html
      .replace(moduleScript, '<link rel="modulepreload" crossorigin href="$1">')
      .replace(/<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`);
  const templates = page.variants
    .filter((v) => v !== inline)
    .map((v) => `<template ${ATTR_VARIANT}="${v.locale}">${v.html}</template>`)
    .join('');
  let html = replaceOnce(lowPriority(indexHtml), /<title>[^<]*<\/title>/, `<title>${escapeText(inline.title)}</title>\n    ${headStamp}${preloads}`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${ATTR_ROUTE}="${escapeAttr(page.route)}" ${ATTR_LOCALE}="${inline.locale}">${inline.html}</div>` +
      `${templates}<script src="${escapeAttr(page.stampSrc)}" ${ATTR_ENTRY}="${escapeAttr(entry)}"></script>`,
  );
  return html;
}

/** Where a route's page goes in dist/: /sign-in -> sign-in.html (static hosts and vite preview serve it at /sign-in). */
export function prerenderedFileName(route: string): string {
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(route)) throw new Error(`Prerender: cannot prerender the route pattern ${route}`);
  return `${route.slice(1)}.html`;
}
