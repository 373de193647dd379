import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { FIRST_SCREEN_NAMESPACES } from './namespaces';

const localesDir = new URL('./locales/', import.meta.url);
const lists = import.meta.glob<Record<string, unknown>>('./screen-catalogues/*.ts', { import: 'screenCatalogues', eager: true });

describe('the screens’ catalogue lists (a chunk of their own per language, off the first screen)', () => {
  it.each(LOCALES)('%s: lists every catalogue of its language but the first screen’s namespaces, and nothing of another language', (locale) => {
    const files = readdirSync(new URL(`${locale}/`, localesDir)).filter((f) => f.endsWith('.json'));
    const firstScreen = (file: string) => (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(file.replace('.json', ''));
    expect(files.filter(firstScreen)).toHaveLength(FIRST_SCREEN_NAMESPACES.length);
    const list = lists[`./screen-catalogues/${locale}.ts`];
    expect(list).toBeDefined();
    expect(Object.keys(list!).sort()).toEqual(files.filter((f) => !firstScreen(f)).map((f) => `../locales/${locale}/${f}`).sort());
  });

  it('has a list for each language and no other', () => {
    expect(Object.keys(lists).sort()).toEqual(LOCALES.map((l) => `./screen-catalogues/${l}.ts`).sort());
  });
});

describe('finding a screen’s catalogue', () => {
  it('finds a namespace’s catalogue in the language asked for, and none for an unknown language or namespace', async () => {
    const { screenCatalogue } = await import('./screen-catalogues');
    const sv = await screenCatalogue('./locales/sv/shell.json');
    expect(sv).toBeTypeOf('function');
    expect(JSON.stringify(await sv!())).toContain('(öppnas i en ny flik)');
    expect(await screenCatalogue('./locales/xx/shell.json')).toBeUndefined();
    expect(await screenCatalogue('./locales/sv/no-such-namespace.json')).toBeUndefined();
  });
});
