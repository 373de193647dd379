/** The sv screens' catalogues (every namespace but the first screen's): a chunk of its own, loaded when a screen first asks for one in sv. */
export const screenCatalogues = import.meta.glob<Record<string, unknown>>(['../locales/sv/*.json', '!../locales/sv/{common,errors}.json'], { import: 'default' });
