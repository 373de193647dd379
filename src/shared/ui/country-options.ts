import { useTranslation } from 'react-i18next';

/**
 * The countries a person's nationality is chosen from: the countries the portal names (the
 * `domain:country` catalogue, which holds the source countries of spec 02 section 1 and the
 * destinations), each with its name in the language shown, sorted by that name. The one list: the
 * registration's nationality step and a recipient's nationality field both offer it; a country
 * the portal gets a name for is offered in both at once.
 */
export function useCountryOptions(): readonly (readonly [code: string, name: string])[] {
  const { t, i18n } = useTranslation('domain');
  const names = t('country', { returnObjects: true }) as unknown;
  if (typeof names !== 'object' || names === null) return [];
  return Object.entries(names as Record<string, string>).sort(([, a], [, b]) => a.localeCompare(b, i18n.language));
}
