import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_FILE, phoneMetadataCountries, phoneMetadataText } from '../../scripts/generate-phone-metadata';
import { DESTINATIONS } from '../../src/sandbox/world/remittance-catalogue';
import { SOURCE_COUNTRY_CODES } from '../../src/session/domain/source-countries';

const { version } = createRequire(import.meta.url)('libphonenumber-js/package.json') as { version: string };

describe('phone-metadata.json (npm run gen:phone-metadata)', () => {
  it('is what the script makes from the installed libphonenumber-js: regenerate it after an update or a new country', async () => {
    const committed = await readFile(PHONE_METADATA_FILE, 'utf8');
    expect(JSON.parse(committed).generatedFrom).toContain(`libphonenumber-js@${version} `);
    expect(committed).toBe(await phoneMetadataText());
  });

  it('covers every source country and every destination (Somaliland by Somalia’s plan), and little else', async () => {
    const { countries, country_calling_codes: codes } = JSON.parse(await readFile(PHONE_METADATA_FILE, 'utf8')) as {
      countries: Record<string, unknown>;
      country_calling_codes: Record<string, string[]>;
    };
    for (const c of [...SOURCE_COUNTRY_CODES, ...DESTINATIONS.map((d) => d.iso2).filter((c) => c !== 'SQ'), 'SO']) expect(countries).toHaveProperty(c);
    expect(phoneMetadataCountries()).not.toContain('SQ');
    expect(Object.keys(codes).sort()).toEqual(['1', '251', '252', '253', '254', '256', '32', '33', '385', '39', '41', '44', '45', '46', '47', '48']);
    expect(countries).not.toHaveProperty('JP');
  });
});
