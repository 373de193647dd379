import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Guards the locale catalogues. Locale folders and namespace files are discovered from disk, so a
 * namespace added later (e.g. common.json) is checked without touching this file.
 */

const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));
const ERRORS_YAML = fileURLToPath(new URL('../../../openapi/shared/errors.yaml', import.meta.url));
const REFERENCE = 'en';
const EXPECTED_LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'];
/** Locales that must be real translations, not copies of English. */
const TRANSLATED = ['sv', 'so'] as const;

/**
 * Keys whose Swedish or Somali value may legitimately equal the English one. Keep it short: every
 * entry says why. An entry ending in ".*" covers every key below that prefix. Entries that no longer
 * match an identical value fail the test, so the list cannot go stale.
 */
const SAME_AS_ENGLISH: Record<(typeof TRANSLATED)[number], Record<string, string>> = {
  sv: {
    'common:brand': 'the brand name is never translated',
    'errors:ok': 'OK is the normal Swedish button label',
    'common:language.options.*': 'selector codes (ENG UK, SWE, SOM) are the same in every locale',
    'common:language.names.*': 'each language is named in itself, whatever the interface language',
    'domain:country.SO': 'Somalia is spelled the same in Swedish',
    'domain:country.SQ': 'Somaliland is spelled the same in Swedish',
    'domain:country.KE': 'Kenya is spelled the same in Swedish',
    'domain:country.UG': 'Uganda is spelled the same in Swedish',
    'domain:country.DJ': 'Djibouti is spelled the same in Swedish',
    'validation:fields.iban': 'IBAN is an international standard term',
    'send-pay:methods.apaylo': 'Interac e-Transfer is a trademark, the same in every language',
    'wallet:topUp.methods.apaylo': 'Interac e-Transfer is a trademark, the same in every language',
    'card-fields:placeholders.expiryMonth': 'MM (månad) is the Swedish card-expiry abbreviation too',
    'card-fields:placeholders.cvv': 'CVV is the card schemes’ term, printed as such on Swedish cards and forms',
  },
  so: {
    'common:brand': 'the brand name is never translated',
    'common:language.options.*': 'selector codes (ENG UK, SWE, SOM) are the same in every locale',
    'common:language.names.*': 'each language is named in itself, whatever the interface language',
    'domain:country.KE': 'Kenya is spelled the same in Somali',
    'domain:country.UG': 'Uganda is spelled the same in Somali',
    'validation:fields.iban': 'IBAN is an international standard term',
    'send-pay:methods.apaylo': 'Interac e-Transfer is a trademark, the same in every language',
    'wallet:topUp.methods.apaylo': 'Interac e-Transfer is a trademark, the same in every language',
    'card-fields:placeholders.cvv': 'CVV is the card schemes’ term, used as such in Somali',
  },
};

type Catalogue = Record<string, string>;
/** catalogues[locale][namespace] = flattened keys -> values */
type Catalogues = Record<string, Record<string, Catalogue>>;

function listDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

function listNamespaces(localeDir: string): string[] {
  return readdirSync(localeDir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name.replace(/\.json$/, ''))
    .sort();
}

/** Nested JSON -> "a.b.c" keys. Non-string leaves are reported, never silently dropped. */
function flatten(value: unknown, prefix: string, out: Catalogue, problems: string[]): Catalogue {
  if (typeof value === 'string') {
    out[prefix] = value;
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) problems.push(`${prefix || '(root)'}: empty object`);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out, problems);
  } else {
    problems.push(`${prefix || '(root)'}: expected a string or an object, got ${JSON.stringify(value)}`);
  }
  return out;
}

const locales = listDirs(LOCALES_DIR);
const namespaces = [...new Set(locales.flatMap((l) => listNamespaces(join(LOCALES_DIR, l))))].sort();

function load(): { catalogues: Catalogues; problems: string[] } {
  const catalogues: Catalogues = {};
  const problems: string[] = [];
  for (const locale of locales) {
    catalogues[locale] = {};
    for (const ns of namespaces) {
      const file = join(LOCALES_DIR, locale, `${ns}.json`);
      if (!existsSync(file)) {
        problems.push(`${locale}/${ns}.json is missing`);
        catalogues[locale][ns] = {};
        continue;
      }
      try {
        const local: string[] = [];
        catalogues[locale][ns] = flatten(JSON.parse(readFileSync(file, 'utf8')), '', {}, local);
        problems.push(...local.map((p) => `${locale}/${ns}.json ${p}`));
      } catch (error) {
        problems.push(`${locale}/${ns}.json does not parse: ${(error as Error).message}`);
        catalogues[locale][ns] = {};
      }
    }
  }
  return { catalogues, problems };
}

const { catalogues, problems: loadProblems } = load();

/** Names used in {{...}} placeholders, without formats ("{{amount, currency}}" -> "amount"). */
function placeholders(value: string): string[] {
  const names = [...value.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1].split(',')[0].trim());
  return [...new Set(names)].sort();
}

function allowed(locale: (typeof TRANSLATED)[number], id: string): boolean {
  return Object.keys(SAME_AS_ENGLISH[locale]).some((entry) =>
    entry.endsWith('.*') ? id.startsWith(entry.slice(0, -1)) : entry === id,
  );
}

const normalise = (s: string) => s.trim().toLowerCase();

/** A value such as "{{title}} | {{brand}}" has no words of its own, so there is nothing to translate. */
const hasWords = (s: string) => /\p{L}/u.test(s.replace(/\{\{[^}]*\}\}/g, ''));

describe('locale catalogues', () => {
  it('has the five locales and at least the four shared namespaces', () => {
    expect(locales).toEqual(expect.arrayContaining(EXPECTED_LOCALES));
    expect(namespaces).toEqual(expect.arrayContaining(['errors', 'validation', 'status', 'domain']));
  });

  it('every namespace file exists in every locale, parses and holds only non-empty objects and strings', () => {
    expect(loadProblems).toEqual([]);
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    it('has the same keys in every locale', () => {
      const union = new Set(locales.flatMap((l) => Object.keys(catalogues[l][ns])));
      const missing = locales.flatMap((l) =>
        [...union].filter((k) => !(k in catalogues[l][ns])).map((k) => `${l} lacks ${ns}:${k}`),
      );
      expect(missing).toEqual([]);
    });

    it('has no empty values', () => {
      const empty = locales.flatMap((l) =>
        Object.entries(catalogues[l][ns])
          .filter(([, v]) => v.trim() === '')
          .map(([k]) => `${l} ${ns}:${k}`),
      );
      expect(empty).toEqual([]);
    });

    it('uses the same {{placeholders}} for a key in every locale', () => {
      const diffs: string[] = [];
      for (const [key, value] of Object.entries(catalogues[REFERENCE][ns])) {
        const expected = placeholders(value).join(',');
        for (const l of locales) {
          const v = catalogues[l][ns][key];
          if (v === undefined) continue; // reported by the key test
          const actual = placeholders(v).join(',');
          if (actual !== expected) diffs.push(`${l} ${ns}:${key} has {${actual}} but ${REFERENCE} has {${expected}}`);
        }
      }
      expect(diffs).toEqual([]);
    });

    it('uses i18next placeholder syntax only ({{name}}, never {name})', () => {
      const wrong = locales.flatMap((l) =>
        Object.entries(catalogues[l][ns])
          .filter(([, v]) => /(^|[^{])\{\s*\w+\s*\}(?!\})/.test(v))
          .map(([k, v]) => `${l} ${ns}:${k} = ${v}`),
      );
      expect(wrong).toEqual([]);
    });

    it('gives every plural key all the plural forms its locale needs', () => {
      const gaps: string[] = [];
      const suffix = /_(zero|one|two|few|many|other)$/;
      for (const l of locales) {
        const keys = Object.keys(catalogues[l][ns]);
        const bases = new Set(keys.filter((k) => suffix.test(k)).map((k) => k.replace(suffix, '')));
        const forms = new Intl.PluralRules(l).resolvedOptions().pluralCategories;
        for (const base of bases)
          for (const form of forms)
            if (!keys.includes(`${base}_${form}`)) gaps.push(`${l} ${ns}:${base}_${form}`);
      }
      expect(gaps).toEqual([]);
    });

    it.each(TRANSLATED)('is really translated into %s (no value copied from English)', (locale) => {
      const copies = Object.entries(catalogues[REFERENCE][ns])
        .filter(([key, en]) => {
          const v = catalogues[locale][ns][key];
          if (v === undefined || !hasWords(en)) return false;
          return normalise(v) === normalise(en) && !allowed(locale, `${ns}:${key}`);
        })
        .map(([key, en]) => `${locale} ${ns}:${key} = "${en}"`);
      expect(copies).toEqual([]);
    });
  });

  it.each(TRANSLATED)('keeps the %s same-as-English allowlist exact (every entry still needed)', (locale) => {
    const stale = Object.keys(SAME_AS_ENGLISH[locale]).filter((entry) => {
      const [ns, key] = entry.split(':');
      const en = catalogues[REFERENCE][ns] ?? {};
      const local = catalogues[locale][ns] ?? {};
      const ids = entry.endsWith('.*')
        ? Object.keys(en).filter((k) => k.startsWith(key.slice(0, -1)))
        : Object.keys(en).filter((k) => k === key);
      return !ids.some((k) => local[k] !== undefined && normalise(local[k]) === normalise(en[k]));
    });
    expect(stale).toEqual([]);
  });

  it('has a title and a message for every ErrorType of openapi/shared/errors.yaml', () => {
    const doc = parse(readFileSync(ERRORS_YAML, 'utf8')) as {
      components: { schemas: { ErrorType: { enum: string[] } } };
    };
    const types = doc.components.schemas.ErrorType.enum;
    expect(types.length).toBeGreaterThan(0);
    const missing = locales.flatMap((l) =>
      types.flatMap((t) =>
        ['title', 'message'].filter((p) => !catalogues[l].errors?.[`${t}.${p}`]).map((p) => `${l} errors:${t}.${p}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
