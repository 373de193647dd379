import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LOCALES, parseLocale, type Locale } from './locale';
import { FIRST_SCREEN_NAMESPACES } from './namespaces';


type Catalogues = Record<string, () => Promise<Record<string, unknown>>>;

// Each catalogue file is its own small chunk, fetched only for the chosen language. The first
// screen's namespaces are listed here; every other namespace is found through ./screen-catalogues.ts
// (a chunk of its own, with a list per language), so each namespace a screen adds costs the first
// screen nothing, and a visitor fetches the list of their own language only.
const firstScreenCatalogues: Catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/{common,errors}.json', { import: 'default' });
let screenCatalogues: Promise<typeof import('./screen-catalogues').screenCatalogue> | undefined;

async function catalogueLoader(key: string): Promise<(() => Promise<Record<string, unknown>>) | undefined> {
  const first = firstScreenCatalogues[key];
  if (first) return first;
  screenCatalogues ??= import('./screen-catalogues').then((m) => m.screenCatalogue);
  return (await screenCatalogues)(key);
}

/** An i18next backend over the bundled catalogue chunks (no network beyond the portal's own files). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    catalogueLoader(`./locales/${language}/${namespace}.json`)
      .then((load) => {
        if (!load) throw new RangeError(`No catalogue ${language}/${namespace}`);
        return load();
      })
      .then(
        (data) => callback(null, data),
        // A missing catalogue is final; a failed fetch may be tried again.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), !(error instanceof RangeError)),
      );
  },
};

export async function initI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  followLanguage(instance);
  await instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A component asking for a namespace not loaded yet waits (Suspense) until it is.
      react: { useSuspense: true },
    });
  applyDocumentLanguage(locale);
  return instance;
}

/**
 * Changes the language. `<html lang>` follows in the same step as the text (see followLanguage):
 * when a second choice overtakes a first one still loading, the first never sets it afterwards.
 */
export async function switchLocale(instance: I18n, locale: Locale): Promise<void> {
  await instance.changeLanguage(locale);
}

/**
 * `<html lang>` changes when i18next switches the language, before any listener (React
 * included) re-renders the text in it: listeners run in the order they were added, and this one
 * is added first. Only the language actually switched to counts, never one whose load was overtaken.
 */
export function followLanguage(instance: I18n): void {
  instance.on('languageChanged', (language: string) => {
    const locale = parseLocale(language);
    if (locale) applyDocumentLanguage(locale);
  });
}

function applyDocumentLanguage(locale: Locale): void {
  // The build's prerender runs this without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}
