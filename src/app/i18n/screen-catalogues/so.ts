/** The so screens' catalogues (every namespace but the first screen's): a chunk of its own, loaded when a screen first asks for one in so. */
export const screenCatalogues = import.meta.glob<Record<string, unknown>>(['../locales/so/*.json', '!../locales/so/{common,errors}.json'], { import: 'default' });
