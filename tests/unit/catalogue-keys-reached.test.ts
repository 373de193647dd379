import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Every key of the locale catalogues is reached by some code (issue 21: each fact once). A key no
 * code reaches is a text nobody sees, translated five times, that drifts from the one shown (the
 * errors catalogue once held `otp.*`, `account.*` and `email.*` copies of what each server error
 * type's own entry says, and an "Unrecognised error" the portal never shows: an unknown type gets
 * the generic message, spec 02 section 8).
 *
 * A key `ns:a.b` (plural forms `_one`, `_other`… count as the key) is reached when the portal's code
 * (src/, without tests and the sandbox) holds, in quotes:
 * - `'ns:a.b'` or `'a.b'` (a `t` call, an `i18nKey`, a key kept in a constant or a map);
 * - a template whose text starts with a fixed part and matches it with `${…}` as anything:
 *   `` `ns:a.${x}` ``, `` `a.${x}` ``, `` `${NS}:a.${x}` ``;
 * - in the errors namespace, `T.title` and `T.message` where T is an ErrorType of
 *   openapi/shared/errors.yaml (the server's types, looked up by useErrorText), or T is itself
 *   reached as above (an error type the client raises, a FailureDialog's textKey, the pay step's notice).
 * Beyond that, DYNAMIC lists the families whose first part is a variable; keep it short.
 */

const LOCALES = join(ROOT, 'src', 'app', 'i18n', 'locales', 'en');
const ERRORS_YAML = join(ROOT, 'openapi', 'shared', 'errors.yaml');
const PLURAL = /_(zero|one|two|few|many|other)$/;

interface Family {
  /** Keys (`ns:key`) of the family. */
  readonly keys: RegExp;
  /** The file whose template reaches them, and the template (it must still be there). */
  readonly file: string;
  readonly template: string;
  readonly why: string;
}

/** Families of keys named by a variable first part: each says where and why. */
const DYNAMIC: readonly Family[] = [
  {
    keys: /^paying-bank:(bank|instant|interac|wallet)\.(intro|failedTitle|pay|paying)$/,
    file: join('src', 'paying', 'ui', 'panel-parts.tsx'),
    template: '`${kind}.intro`',
    why: 'the payment panels share one layout; each passes its kind (bank, instant, interac, wallet)',
  },
  {
    keys: /^send-disclosure:(disclosure|receipt)\.title$/,
    file: join('src', 'sending', 'ui', 'disclosure', 'transfer-disclosure.tsx'),
    template: '`${kind}.title`',
    why: 'one component shows the disclosure before paying and the receipt after it',
  },
];

type Catalogues = ReadonlyMap<string, readonly string[]>;

function flatten(value: unknown, prefix: string, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(prefix.replace(PLURAL, ''));
  else for (const [key, inner] of Object.entries(value as Record<string, unknown>)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The English catalogues (every locale has the same keys: src/app/i18n/catalogues.test.ts). */
function catalogues(): Catalogues {
  return new Map(
    readdirSync(LOCALES)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), [...flatten(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')), '', new Set())]]),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template's text as a pattern: each `${…}` stands for anything. */
const templatePattern = (text: string) => new RegExp(`^${text.split(/\$\{[^}]*\}/).map(escape).join('.+')}$`);

/** The keys (`ns:key`) of `keys` that no source reaches, and the DYNAMIC families that reached some. */
function unreached(keys: Catalogues, sources: readonly string[], errorTypes: ReadonlySet<string>, dynamic: readonly Family[] = DYNAMIC) {
  const namespaces = new Set(keys.keys());
  const literals = new Set<string>();
  /** Per namespace (undefined: any), the templates' patterns. */
  const patterns: { readonly ns: string | undefined; readonly pattern: RegExp }[] = [];
  for (const text of sources) {
    for (const match of text.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) literals.add(match[1] ?? match[2]!);
    for (const match of text.matchAll(/`([^`]*)`/g)) {
      const template = match[1]!;
      if (!template.includes('${')) {
        literals.add(template);
        continue;
      }
      const prefixed = /^([\w-]+):(.*)$/s.exec(template);
      const named = prefixed && namespaces.has(prefixed[1]!) ? prefixed : undefined;
      const body = named ? named[2]! : template.replace(/^\$\{\w+\}:/, '');
      // A template that starts with a variable names no key by itself (DYNAMIC says which do).
      if (!body || body.startsWith('${')) continue;
      patterns.push({ ns: named?.[1], pattern: templatePattern(body) });
    }
  }
  const reachedByCode = (ns: string, key: string) =>
    literals.has(`${ns}:${key}`) || literals.has(key) || patterns.some((p) => (p.ns === undefined || p.ns === ns) && p.pattern.test(key));
  const used = new Set<Family>();
  const missing: string[] = [];
  for (const [ns, list] of keys) {
    for (const key of list) {
      if (reachedByCode(ns, key)) continue;
      const errorEntry = ns === 'errors' ? /^(.+)\.(title|message)$/.exec(key)?.[1] : undefined;
      if (errorEntry !== undefined && (errorTypes.has(errorEntry) || reachedByCode(ns, errorEntry))) continue;
      const family = dynamic.find((f) => f.keys.test(`${ns}:${key}`));
      if (family) used.add(family);
      else missing.push(`${ns}:${key}`);
    }
  }
  return { missing, used };
}

function errorTypes(): ReadonlySet<string> {
  const doc = parse(readFileSync(ERRORS_YAML, 'utf8')) as { components: { schemas: { ErrorType: { enum: string[] } } } };
  return new Set(doc.components.schemas.ErrorType.enum);
}

const portalSources = () =>
  sourceFiles('src')
    .filter((path) => !path.startsWith(join('src', 'sandbox')))
    .map((path) => readFileSync(join(ROOT, path), 'utf8'));

describe('catalogue keys', () => {
  it('are each reached by some code (no text that nobody sees)', () => {
    expect(unreached(catalogues(), portalSources(), errorTypes()).missing).toEqual([]);
  });

  it('name their dynamic families where the template still stands, and each family is still needed', () => {
    const { used } = unreached(catalogues(), portalSources(), errorTypes());
    for (const family of DYNAMIC) {
      expect(readFileSync(join(ROOT, family.file), 'utf8'), family.why).toContain(family.template);
      expect(used.has(family), `${family.keys} is reached without the allowance: remove it`).toBe(true);
    }
  });

  it('tell a key reached by a call, a constant, a template or an error type from one nobody reaches', () => {
    const keys: Catalogues = new Map([
      ['wallet', ['title', 'topUp.fields.number', 'topUp.kept', 'method.card', 'lost']],
      ['errors', ['CardExpired.title', 'Raised.message', 'otp.alreadySent', 'unrecognised.title', 'textKey.title']],
    ]);
    const sources = [
      "t('wallet:title'); const KEPT = 'topUp.kept';",
      't(`wallet:topUp.fields.${name}`); t(`${NS}:method.${way}`);',
      "throw new AppError('Raised', 'x'); <FailureDialog textKey=\"textKey\" />; t(`errors:${type}.message`);",
    ];
    expect(unreached(keys, sources, new Set(['CardExpired']), []).missing).toEqual(['wallet:lost', 'errors:otp.alreadySent', 'errors:unrecognised.title']);
  });
});
