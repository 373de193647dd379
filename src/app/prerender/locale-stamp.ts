import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { LANGUAGE_FIELD, SUBMIT_PENDING_ATTR, TAKEN_OVER_ATTR } from '@/shared/ui/form-before-hydration';
import { HTML_LANG, type Locale } from '../i18n/locale';
import {
  ATTR_ENTRY, ATTR_LOCALE, ATTR_PENDING, ATTR_PRELOAD, ATTR_ROUTE, ATTR_TITLES, ATTR_VARIANT, ATTR_VISITOR, type PrerenderVisitor,
} from './prerender-attributes';

/**
 * Whether this visitor sees what the build prerendered for `visitor`: a guest page goes to an
 * anonymous visitor with no notice pending; a customer page (signed-in, before the customer's data)
 * to a visitor with a stored session. Anyone else gets a fresh render instead.
 */
export function visitorMatchesPrerender(storage: KeyValueStorage, visitor: PrerenderVisitor = 'guest'): boolean {
  // What StorageSessionStore reads (STORAGE_KEYS: a session needs both; the notice is any value),
  // spelled out: this runs in the stamp, a script every first screen loads. A test holds them equal.
  const signedIn = Boolean(storage.getItem('access-token') && storage.getItem('base-url'));
  if (visitor === 'customer') return signedIn;
  return !signedIn && storage.getItem('unauthorized-message') === null;
}

/** Who #root's prerendered HTML was made for (guest when unmarked). */
export function prerenderVisitorOf(root: Element | null): PrerenderVisitor {
  return root?.getAttribute(ATTR_VISITOR) === 'customer' ? 'customer' : 'guest';
}

/**
 * Local storage for the scripts that run before the app (the stamp, the early-data script): reads
 * only (the app writes itself); storage the browser refuses reads as empty.
 */
export function readOnlyStorage(win: Window): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return win.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

/** A `<link rel="modulepreload">` in <head> for each module URL not preloaded yet (the early-data script may have). */
export function appendModulePreloads(doc: Document, hrefs: readonly string[]): void {
  // Both scripts name modules exactly as the build wrote them, so the attribute is compared as it is.
  const linked = new Set([...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const href of hrefs) {
    if (linked.has(href)) continue;
    linked.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/** The module URLs under `key` (a locale, or another key the script names) in a script's data-preload (JSON, key -> URLs); none when absent or damaged. */
export function preloadsFor(script: HTMLOrSVGScriptElement | null, key: Locale | (string & {})): readonly string[] {
  return parseJson<Record<string, string[]>>(script?.getAttribute(ATTR_PRELOAD) ?? null)[key] ?? [];
}

function parseJson<T>(text: string | null): Partial<T> {
  try {
    return text ? (JSON.parse(text) as Partial<T>) : {};
  } catch {
    return {};
  }
}

/**
 * First run, from <head>, before anything of the body is parsed: the visitor's <html lang> and
 * title; #root stays hidden (CSS) until the second run has put the right variant in.
 */
export function stampHead(doc: Document, script: HTMLOrSVGScriptElement | null, locale: Locale): void {
  doc.documentElement.lang = HTML_LANG[locale];
  const title = parseJson<Record<string, string>>(script?.getAttribute(ATTR_TITLES) ?? null)[locale];
  if (title && title !== doc.title) doc.title = title;
  // Hidden until the second run: never a flash of another language, nor a page built up as it parses.
  doc.documentElement.setAttribute(ATTR_PENDING, '');
}

/**
 * Until the app takes a form over, its submission stays in the page: the browser's own would
 * send the fields in the address (a password too). The form is marked and submits itself once
 * hydrated. A form the app handles has its default prevented before the event reaches window.
 */
export function holdSubmissions(win: Window): void {
  win.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement | null;
    if (event.defaultPrevented || !form?.setAttribute) return;
    event.preventDefault();
    form.setAttribute(SUBMIT_PENDING_ATTR, '');
  });
  // A language chosen before the app took the list over: the page again, in that language.
  win.addEventListener('change', (event) => {
    const list = event.target as HTMLSelectElement | null;
    if (list?.name !== LANGUAGE_FIELD || list.hasAttribute(TAKEN_OVER_ATTR)) return;
    const url = new URL(win.location.href);
    url.searchParams.set('lang', list.value);
    win.location.assign(url.href);
  });
}

/**
 * Second run, right after #root and the <template>s: puts the visitor's variant into #root (DOM
 * nodes cloned from the template, no HTML parsing from strings), or empties #root when this
 * visitor will not see the prerendered page, then shows it.
 */
export function stampBody(doc: Document, locale: Locale, matches: boolean): void {
  const root = doc.getElementById('root');
  const templates = [...doc.querySelectorAll<HTMLTemplateElement>(`template[${ATTR_VARIANT}]`)];
  if (root?.hasAttribute(ATTR_ROUTE)) {
    if (!matches) {
      root.replaceChildren();
      root.removeAttribute(ATTR_ROUTE);
    } else if (root.getAttribute(ATTR_LOCALE) !== locale) {
      const variant = templates.find((t) => t.getAttribute(ATTR_VARIANT) === locale);
      if (variant) {
        root.replaceChildren(doc.importNode(variant.content, true));
        root.setAttribute(ATTR_LOCALE, locale);
      }
    }
  }
  for (const template of templates) template.remove();
  doc.documentElement.removeAttribute(ATTR_PENDING);
}

/** The modules a start fetches, in the order it asks for them: the entries, the catalogues of the visitor's locale, the screen's chunks. */
export function startupPreloads(entries: readonly string[], preload: Readonly<Partial<Record<string, readonly string[]>>>, locale: Locale): string[] {
  return [...entries, ...(preload[locale] ?? []), ...(preload['*'] ?? [])];
}

/**
 * Starts the app (the entry modules named on the script) once the page has painted: its code then
 * never holds up the first paint. A hidden tab paints nothing, so it starts there at once; a paint
 * that takes long (slow stylesheet) does not hold the app back more than a second.
 */
export function startAppAfterPaint(win: Window, script: HTMLOrSVGScriptElement | null, locale: Locale): void {
  const entries = script?.getAttribute(ATTR_ENTRY)?.split(' ').filter(Boolean) ?? [];
  const preload = parseJson<Record<string, string[]>>(script?.getAttribute(ATTR_PRELOAD) ?? null);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Fetched side by side, the entry's own modules first (the largest, and the first to run; the
    // imports below wait on each other, the fetches must not), then the visitor's catalogues and
    // the screen's chunks.
    appendModulePreloads(win.document, startupPreloads(entries, preload, locale));
    entries
      .reduce<Promise<unknown>>((previous, entry) => previous.then(() => import(/* @vite-ignore */ entry)), Promise.resolve())
      .catch((error: unknown) => console.error('Portal failed to start', error));
  };
  if (win.document.hidden) start();
  else {
    win.requestAnimationFrame(() => win.setTimeout(() => void whenFirstContent(win).then(start), 0));
    win.setTimeout(start, 1000);
  }
}

/**
 * Set on the window by the early-data script on a page whose first content comes from an early
 * answer (the wallet's balance): settles once that content has painted, or will not come.
 */
export const FIRST_CONTENT_KEY = '__portalFirstContent';
/** The longest the app's start waits for that content after the first paint. */
export const FIRST_CONTENT_WAIT_MS = 500;

/**
 * Settles when the early first content has painted (at once when there is none, at the latest after
 * FIRST_CONTENT_WAIT_MS): the app's own code is fetched after it, so its downloads never hold up the
 * balance the customer came to read.
 */
export function whenFirstContent(win: Window): Promise<void> {
  const pending = (win as unknown as Record<string, unknown>)[FIRST_CONTENT_KEY];
  if (!(pending instanceof Promise)) return Promise.resolve();
  return Promise.race([
    pending.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_CONTENT_WAIT_MS)),
  ]);
}
