/** The en screens' catalogues (every namespace but the first screen's): a chunk of its own, loaded when a screen first asks for one in en. */
export const screenCatalogues = import.meta.glob<Record<string, unknown>>(['../locales/en/*.json', '!../locales/en/{common,errors}.json'], { import: 'default' });
