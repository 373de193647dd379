/** Countries customers send from (spec 02 section 1), each with its own currency. */
export const SOURCE_COUNTRY_CODES = ['SE', 'GB', 'BE', 'DK', 'PL', 'NO', 'IT', 'FR', 'CA', 'CH', 'HR', 'US'] as const;
export type SourceCountryCode = (typeof SOURCE_COUNTRY_CODES)[number];

export function isSourceCountry(value: string): value is SourceCountryCode {
  return (SOURCE_COUNTRY_CODES as readonly string[]).includes(value);
}
