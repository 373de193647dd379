import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_NAMESPACES } from './namespaces';
import { screenCatalogues } from './screen-catalogues';

const localesDir = new URL('./locales/', import.meta.url);
const files = readdirSync(localesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(new URL(`${d.name}/`, localesDir)).filter((f) => f.endsWith('.json')).map((f) => `./locales/${d.name}/${f}`));

describe('the screens’ catalogue list (a chunk of its own, off the first screen)', () => {
  it('has every catalogue but the first screen’s namespaces', () => {
    const firstScreen = (file: string) => (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(file.split('/').pop()!.replace('.json', ''));
    expect(Object.keys(screenCatalogues).sort()).toEqual(files.filter((f) => !firstScreen(f)).sort());
    expect(files.filter(firstScreen)).toHaveLength(FIRST_SCREEN_NAMESPACES.length * 5);
  });
});
