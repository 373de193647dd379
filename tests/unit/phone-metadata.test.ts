import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_FILES, phoneMetadataCountries, phoneMetadataText, type PhoneMetadataKind } from '../../scripts/generate-phone-metadata';
import { DESTINATIONS } from '../../src/sandbox/world/remittance-catalogue';
import { SOURCE_COUNTRY_CODES } from '../../src/session/domain/source-countries';

const { version } = createRequire(import.meta.url)('libphonenumber-js/package.json') as { version: string };

describe('the phone metadata files (npm run gen:phone-metadata)', () => {
  it.each(Object.entries(PHONE_METADATA_FILES) as [PhoneMetadataKind, string][])(
    '%s: is what the script makes from the installed libphonenumber-js: regenerate it after an update or a new country',
    async (kind, file) => {
      const committed = await readFile(file, 'utf8');
      expect(JSON.parse(committed).generatedFrom).toContain(`libphonenumber-js@${version} `);
      expect(committed).toBe(await phoneMetadataText(phoneMetadataCountries(kind)));
    },
  );

  const read = async (kind: PhoneMetadataKind) =>
    JSON.parse(await readFile(PHONE_METADATA_FILES[kind], 'utf8')) as { countries: Record<string, unknown>; country_calling_codes: Record<string, string[]> };

  it('the customers’ file covers every source country, and little else (no destination)', async () => {
    const { countries, country_calling_codes: codes } = await read('customers');
    for (const c of SOURCE_COUNTRY_CODES) expect(countries).toHaveProperty(c);
    expect(Object.keys(codes).sort()).toEqual(['1', '32', '33', '385', '39', '41', '44', '45', '46', '47', '48']);
    for (const c of ['SO', 'ET', 'KE', 'JP']) expect(countries).not.toHaveProperty(c);
  });

  it('the destinations’ file covers every destination (Somaliland by Somalia’s plan), and nothing of the customers’ countries', async () => {
    const { countries, country_calling_codes: codes } = await read('destinations');
    for (const c of [...DESTINATIONS.map((d) => d.iso2).filter((c) => c !== 'SQ'), 'SO']) expect(countries).toHaveProperty(c);
    expect(phoneMetadataCountries('destinations')).not.toContain('SQ');
    expect(Object.keys(codes).sort()).toEqual(['251', '252', '253', '254', '256']);
    for (const c of ['GB', 'US', 'SE']) expect(countries).not.toHaveProperty(c);
  });
});
