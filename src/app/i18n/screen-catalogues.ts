type Catalogue = () => Promise<Record<string, unknown>>;

/**
 * The catalogues of every namespace but the first screen's (see ./i18n.ts), found through a list
 * per language (./screen-catalogues/<locale>.ts): this chunk and the visitor's language's list load
 * when a screen first asks for one of them; the other languages' lists are never fetched.
 */
const lists = import.meta.glob<Record<string, Catalogue>>('./screen-catalogues/*.ts', { import: 'screenCatalogues' });
const loaded = new Map<string, Promise<Record<string, Catalogue>>>();

/** The loader of a catalogue named as i18n.ts names them (`./locales/<locale>/<namespace>.json`); undefined when there is none. */
export async function screenCatalogue(key: string): Promise<Catalogue | undefined> {
  const language = key.split('/')[2] ?? '';
  const load = lists[`./screen-catalogues/${language}.ts`];
  if (!load) return undefined;
  let list = loaded.get(language);
  if (!list) {
    list = load();
    loaded.set(language, list);
    // A list that failed to arrive is asked for again next time.
    list.catch(() => loaded.delete(language));
  }
  // The lists name their files from their own folder.
  return (await list)[`.${key}`];
}
