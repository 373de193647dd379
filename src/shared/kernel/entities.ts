/**
 * Which of the company's entities serves a source country (spec 02 section 1): the legal footer
 * (src/app/shell/footer-text.ts) and Customer Support (src/shared/kernel/support.ts) both ask.
 */

/** The European Economic Area: the 27 EU countries, Iceland, Liechtenstein and Norway. */
export const EEA_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
];

/**
 * Served by the EEA entity: the EEA, and Switzerland, whose customers the EU back end serves (the
 * spec names only the EEA and the UK and Canada; a decision recorded in docs/decisions.md, "Header and footers").
 */
const EEA_ENTITY: ReadonlySet<string> = new Set([...EEA_COUNTRIES, 'CH']);

/** A country (ISO alpha-2, any case) the EEA entity serves. */
export const servedByEeaEntity = (country: string): boolean => EEA_ENTITY.has(country.toUpperCase());
