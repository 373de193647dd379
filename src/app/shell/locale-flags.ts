import type { Locale } from '../i18n/locale';

/**
 * The flag of each interface language (spec 02 section 1: gb, ca, us, se, so), as an emoji: it is
 * only decoration (aria-hidden); the label (ENG UK, ENG CA, ENG US, SWE, SOM) is what is read.
 */
export const LOCALE_FLAGS: Readonly<Record<Locale, string>> = {
  en: '🇬🇧',
  'en-CA': '🇨🇦',
  'en-US': '🇺🇸',
  sv: '🇸🇪',
  so: '🇸🇴',
};
