/**
 * The catalogues of every namespace but the first screen's (see ./i18n.ts): a chunk of its own,
 * loaded when a screen first asks for one of them.
 */
export const screenCatalogues: Record<string, () => Promise<Record<string, unknown>>> = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/{common,errors}.json'],
  { import: 'default' },
);
