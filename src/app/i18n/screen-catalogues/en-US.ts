/** The en-US screens' catalogues (every namespace but the first screen's): a chunk of its own, loaded when a screen first asks for one in en-US. */
export const screenCatalogues = import.meta.glob<Record<string, unknown>>(['../locales/en-US/*.json', '!../locales/en-US/{common,errors}.json'], { import: 'default' });
