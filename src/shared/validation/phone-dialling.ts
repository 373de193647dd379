/** Countries that dial as another: Somaliland (SQ in this portal) dials as Somalia (+252). */
const DIALLING_COUNTRY: Readonly<Record<string, string>> = { SQ: 'SO' };

/** The country (ISO alpha-2, upper case) whose numbering plan the numbers of `country` follow. */
export function diallingCountry(country: string): string {
  const upper = country.toUpperCase();
  return DIALLING_COUNTRY[upper] ?? upper;
}
