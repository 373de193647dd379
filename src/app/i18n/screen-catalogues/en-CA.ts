/** The en-CA screens' catalogues (every namespace but the first screen's): a chunk of its own, loaded when a screen first asks for one in en-CA. */
export const screenCatalogues = import.meta.glob<Record<string, unknown>>(['../locales/en-CA/*.json', '!../locales/en-CA/{common,errors}.json'], { import: 'default' });
