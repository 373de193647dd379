import { INTL_LOCALE } from '@/shared/ui/intl-locale';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';

export const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'tr-lang';

/** `<html lang>` and Intl locale for each interface language. */
export const HTML_LANG: Readonly<Record<Locale, string>> = INTL_LOCALE as Record<Locale, string>;

/** Accepts the spec's codes (EN, EN_CA, EN_US, SV, SO) and BCP 47 forms in any case. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const normal = value.trim().replace('_', '-').toLowerCase();
  const aliases: Record<string, Locale> = {
    en: 'en', 'en-gb': 'en', 'en-ca': 'en-CA', 'en-us': 'en-US', sv: 'sv', 'sv-se': 'sv', se: 'sv', so: 'so', 'so-so': 'so',
  };
  return aliases[normal];
}

/** ?lang= wins and is remembered under tr-lang; then the remembered choice; then English (UK). */
export function resolveLocale(search: string, storage: KeyValueStorage): Locale {
  const fromQuery = parseLocale(new URLSearchParams(search).get('lang'));
  if (fromQuery) {
    storage.setItem(LOCALE_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  return parseLocale(storage.getItem(LOCALE_STORAGE_KEY)) ?? DEFAULT_LOCALE;
}
