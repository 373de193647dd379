import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LOCALES, type Locale } from './locale';

export const NAMESPACES = ['common', 'errors', 'validation', 'status', 'domain'] as const;

// Each catalogue file is its own small chunk, fetched only for the chosen language.
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

async function loadLocale(instance: I18n, locale: Locale): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (instance.hasResourceBundle(locale, ns)) return;
      const load = catalogues[`./locales/${locale}/${ns}.json`];
      if (load) instance.addResourceBundle(locale, ns, await load(), true, true);
    }),
  );
}

export async function initI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLocale(instance, locale);
  applyDocumentLanguage(locale);
  return instance;
}

export async function switchLocale(instance: I18n, locale: Locale): Promise<void> {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
}
