/**
 * Writes src/shared/validation/phone-metadata.json: libphonenumber-js's "min" metadata cut down to
 * the countries whose phone numbers the portal checks, so the lazily loaded rules chunk does not
 * carry the numbering plans of some 245 countries.
 *
 * The countries: where the service is offered (the source countries of spec 02 §1 and the
 * sandbox's country list) and where money is sent to (the destinations of the sandbox's
 * catalogue), each by the country whose numbering it uses (Somaliland dials as Somalia).
 *
 *   npm run gen:phone-metadata             write the file
 *   npm run gen:phone-metadata -- --check  exit 1 when the file is out of date
 *
 * `tests/unit/phone-metadata.test.ts` fails when the committed file differs from what this script
 * makes from the installed libphonenumber-js (a new version of it, or a new country).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESTINATIONS } from '../src/sandbox/world/remittance-catalogue';
import { SOURCE_COUNTRIES } from '../src/sandbox/world/customers';
import { SOURCE_COUNTRY_CODES } from '../src/session/domain/source-countries';
import { diallingCountry } from '../src/shared/validation/phone-dialling';

export const PHONE_METADATA_FILE = resolve(import.meta.dirname, '..', 'src', 'shared', 'validation', 'phone-metadata.json');

interface MinMetadata {
  readonly version: number;
  readonly country_calling_codes: Record<string, string[]>;
  readonly countries: Record<string, unknown>;
  readonly nonGeographic?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);

/**
 * The countries (ISO alpha-2, sorted, each once) whose numbering the portal needs: each by the
 * country it dials as (Somaliland as Somalia).
 */
export function phoneMetadataCountries(): string[] {
  const wanted = [...SOURCE_COUNTRY_CODES, ...SOURCE_COUNTRIES.map((c) => c.iso2), ...DESTINATIONS.map((d) => d.iso2)];
  return [...new Set(wanted.map(diallingCountry))].sort();
}

/**
 * The file's text: the installed package's min metadata with the calling codes of `countries`,
 * each with every country that shares it (+1 with Canada, Puerto Rico, Jamaica and the rest of
 * its plan; +44 with Jersey, Guernsey and the Isle of Man), so a number of such a calling code is
 * judged exactly as with the whole metadata; numbers of any other calling code are invalid.
 */
export async function phoneMetadataText(countries: readonly string[] = phoneMetadataCountries()): Promise<string> {
  const { version } = require('libphonenumber-js/package.json') as { version: string };
  const full = JSON.parse(await readFile(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8')) as MinMetadata;
  const missing = countries.filter((c) => !(c in full.countries));
  if (missing.length > 0) throw new Error(`libphonenumber-js ${version} has no metadata for ${missing.join(', ')}`);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes).filter(([, members]) => members.some((c) => countries.includes(c))),
  );
  const kept = Object.values(callingCodes).flat();
  const metadata = {
    generatedFrom: `libphonenumber-js@${version} metadata.min.json by npm run gen:phone-metadata; do not edit`,
    version: full.version,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(Object.entries(full.countries).filter(([c]) => kept.includes(c))),
    nonGeographic: {},
  };
  return `${JSON.stringify(metadata)}\n`;
}

async function main(): Promise<number> {
  const text = await phoneMetadataText();
  if (process.argv.includes('--check')) {
    const current = await readFile(PHONE_METADATA_FILE, 'utf8').catch(() => '');
    if (current === text) return 0;
    console.error(`${PHONE_METADATA_FILE} is out of date: run npm run gen:phone-metadata`);
    return 1;
  }
  await writeFile(PHONE_METADATA_FILE, text);
  console.log(`wrote ${PHONE_METADATA_FILE}: the calling codes of ${phoneMetadataCountries().join(' ')}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
