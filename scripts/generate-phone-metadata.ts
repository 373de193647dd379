/**
 * Writes libphonenumber-js's "min" metadata cut down to the countries whose phone numbers the
 * portal checks, so a lazily loaded rules chunk does not carry the numbering plans of some 245
 * countries, in two files:
 *
 * - src/shared/validation/phone-metadata.json, the customers' own numbers: where the service is
 *   offered (the source countries of spec 02 §1 and the sandbox's country list);
 * - src/shared/validation/phone-metadata-destinations.json, recipients' numbers: where money is
 *   sent to (the destinations of the sandbox's catalogue), so a recipient form does not carry the
 *   customers' plans.
 *
 * Each country by the country whose numbering it uses (Somaliland dials as Somalia).
 *
 *   npm run gen:phone-metadata             write the files
 *   npm run gen:phone-metadata -- --check  exit 1 when a file is out of date
 *
 * `tests/unit/phone-metadata.test.ts` fails when a committed file differs from what this script
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

export type PhoneMetadataKind = 'customers' | 'destinations';

export const PHONE_METADATA_FILES: Readonly<Record<PhoneMetadataKind, string>> = {
  customers: resolve(import.meta.dirname, '..', 'src', 'shared', 'validation', 'phone-metadata.json'),
  destinations: resolve(import.meta.dirname, '..', 'src', 'shared', 'validation', 'phone-metadata-destinations.json'),
};

interface MinMetadata {
  readonly version: number;
  readonly country_calling_codes: Record<string, string[]>;
  readonly countries: Record<string, unknown>;
  readonly nonGeographic?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);

/**
 * The countries (ISO alpha-2, sorted, each once) whose numbering the portal needs for the
 * customers' or the recipients' numbers: each by the country it dials as (Somaliland as Somalia).
 */
export function phoneMetadataCountries(kind: PhoneMetadataKind): string[] {
  const wanted = kind === 'customers' ? [...SOURCE_COUNTRY_CODES, ...SOURCE_COUNTRIES.map((c) => c.iso2)] : DESTINATIONS.map((d) => d.iso2);
  return [...new Set(wanted.map(diallingCountry))].sort();
}

/**
 * The file's text: the installed package's min metadata with the calling codes of `countries`,
 * each with every country that shares it (+1 with Canada, Puerto Rico, Jamaica and the rest of
 * its plan; +44 with Jersey, Guernsey and the Isle of Man), so a number of such a calling code is
 * judged exactly as with the whole metadata; numbers of any other calling code are invalid.
 */
export async function phoneMetadataText(countries: readonly string[]): Promise<string> {
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
  let outOfDate = 0;
  for (const kind of Object.keys(PHONE_METADATA_FILES) as PhoneMetadataKind[]) {
    const file = PHONE_METADATA_FILES[kind];
    const text = await phoneMetadataText(phoneMetadataCountries(kind));
    if (process.argv.includes('--check')) {
      if ((await readFile(file, 'utf8').catch(() => '')) === text) continue;
      console.error(`${file} is out of date: run npm run gen:phone-metadata`);
      outOfDate += 1;
      continue;
    }
    await writeFile(file, text);
    console.log(`wrote ${file}: the calling codes of ${phoneMetadataCountries(kind).join(' ')}`);
  }
  return outOfDate === 0 ? 0 : 1;
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
