import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from '../i18n/locale';
import { PRERENDER_ATTR as A } from './prerender-attributes';

/**
 * Whether this visitor sees what the build prerendered: an anonymous visitor with no notice
 * pending. A signed-in visitor (redirected by the guards) or one whose session the server ended
 * (sign-in shows a notice) gets a fresh render instead.
 */
export function visitorMatchesPrerender(storage: KeyValueStorage): boolean {
  // The keys StorageSessionStore reads (a session needs both; the notice is 'true'), without
  // its class: this runs in the stamp, a script every first screen loads.
  const signedIn = Boolean(storage.getItem(STORAGE_KEYS.accessToken) && storage.getItem(STORAGE_KEYS.baseUrl));
  return !signedIn && storage.getItem(STORAGE_KEYS.unauthorizedMessage) !== 'true';
}

function parseJson<T>(text: string | null): Partial<T> {
  try {
    return text ? (JSON.parse(text) as Partial<T>) : {};
  } catch {
    return {};
  }
}

/**
 * First run, from <head>, before anything of the body is parsed: the visitor's <html lang>, title
 * and catalogue preloads; #root stays hidden (CSS) when the inline variant is not theirs.
 */
export function stampHead(doc: Document, script: HTMLOrSVGScriptElement | null, locale: Locale, matches: boolean): void {
  doc.documentElement.lang = HTML_LANG[locale];
  const title = parseJson<Record<string, string>>(script?.getAttribute(A.titles) ?? null)[locale];
  if (title) doc.title = title;
  for (const href of parseJson<Record<string, string[]>>(script?.getAttribute(A.preload) ?? null)[locale] ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  if (locale !== DEFAULT_LOCALE || !matches) doc.documentElement.setAttribute(A.pending, '');
}

/**
 * Second run, right after #root and the <template>s: puts the visitor's variant into #root (DOM
 * nodes cloned from the template, no HTML parsing from strings), or empties #root when this
 * visitor will not see the prerendered page, then shows it.
 */
export function stampBody(doc: Document, locale: Locale, matches: boolean): void {
  const root = doc.getElementById('root');
  const templates = [...doc.querySelectorAll<HTMLTemplateElement>(`template[${A.variant}]`)];
  if (root?.hasAttribute(A.route)) {
    if (!matches) {
      root.replaceChildren();
      root.removeAttribute(A.route);
    } else if (root.getAttribute(A.locale) !== locale) {
      const variant = templates.find((t) => t.getAttribute(A.variant) === locale);
      if (variant) {
        root.replaceChildren(doc.importNode(variant.content, true));
        root.setAttribute(A.locale, locale);
      }
    }
  }
  for (const template of templates) template.remove();
  doc.documentElement.removeAttribute(A.pending);
}
