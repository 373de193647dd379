/** Interface language -> BCP 47 tag for `<html lang>` and Intl formatting. */
export const INTL_LOCALE: Readonly<Record<string, string>> = {
  en: 'en-GB',
  'en-CA': 'en-CA',
  'en-US': 'en-US',
  sv: 'sv',
  so: 'so',
};

export function intlLocale(language: string): string {
  return INTL_LOCALE[language] ?? 'en-GB';
}
