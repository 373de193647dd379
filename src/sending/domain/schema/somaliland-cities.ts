/**
 * The city search popover (spec 02 section 2): the cities a field offers, filtered by what is
 * typed; with the Somaliland city addition enabled, typing a prefix of SOMALILAND adds the cities
 * of Somaliland, each with its name and city code. A city of Somaliland chosen for a recipient in
 * another country is a state mismatch: the customer is asked whether to proceed with that state
 * (spec 02 sections 4 and 8).
 */

export interface City {
  readonly name: string;
  /** The city's code, when the list gives one. */
  readonly cityCode: string | undefined;
  /** ISO code of the state the city lies in, when it is not the destination's own list (Somaliland: SQ). */
  readonly state: string | undefined;
}

export const SOMALILAND = 'SOMALILAND';
/** Somaliland's code in the portal's country lists. */
export const SOMALILAND_STATE = 'SQ';

const somaliland = (name: string, cityCode: string): City => ({ name, cityCode, state: SOMALILAND_STATE });

/** The Somaliland city addition, in the spec's order. */
export const SOMALILAND_CITIES: readonly City[] = [
  somaliland('Burco', 'BUR'),
  somaliland('Ceel Afweyne', 'CAF'),
  somaliland('Ceerigabo', 'CRG'),
  somaliland('Gebiley', 'GBL'),
  somaliland('Haddaftimo', 'HDF'),
  somaliland('Hargeisa', 'HGA'),
  somaliland('Wajaale', 'WJL'),
  somaliland('Lowyacada', 'LWY'),
  somaliland('Sheikh', 'SHK'),
  somaliland('Buuhoodle', 'BHD'),
  somaliland('Las Anod', 'LAN'),
  somaliland('Berbera', 'BBO'),
  somaliland('Borama', 'BRM'),
];

const fold = (text: string) => text.trim().toLocaleUpperCase('en');

/** The query is a (non-empty) prefix of SOMALILAND, in any case: "s", "Soma", "somaliland". */
export function isSomalilandPrefix(query: string): boolean {
  const q = fold(query);
  return q !== '' && SOMALILAND.startsWith(q);
}

/**
 * The popover's cities for a query: those whose name contains it (all of them for an empty
 * query), then, with the addition enabled and a prefix of SOMALILAND typed, the Somaliland cities
 * not already listed.
 */
export function searchCities(cities: readonly City[], query: string, options: { readonly somalilandAddition: boolean }): City[] {
  const q = fold(query);
  const found = q === '' ? [...cities] : cities.filter((c) => fold(c.name).includes(q));
  if (!options.somalilandAddition || !isSomalilandPrefix(query)) return found;
  const listed = new Set(found.map((c) => fold(c.name)));
  return [...found, ...SOMALILAND_CITIES.filter((c) => !listed.has(fold(c.name)))];
}

/** The state a city name lies in when it is a city of Somaliland, else undefined. */
export function stateOfCity(name: string): string | undefined {
  const n = fold(name);
  return SOMALILAND_CITIES.find((c) => fold(c.name) === n)?.state;
}

/** A city in another state than the destination country: the state to ask about, else undefined. */
export function stateMismatchOf(city: string, destinationCountry: string): string | undefined {
  const state = stateOfCity(city);
  return state !== undefined && state !== destinationCountry ? state : undefined;
}

/** A data source's items as cities: a collection point's city, else the item itself. */
export function citiesOf(items: readonly { readonly value: string; readonly label: string; readonly city: string | undefined }[]): City[] {
  const seen = new Set<string>();
  const cities: City[] = [];
  for (const item of items) {
    const city: City = item.city !== undefined ? { name: item.city, cityCode: undefined, state: undefined } : { name: item.label, cityCode: item.value, state: undefined };
    const key = fold(city.name);
    if (seen.has(key)) continue;
    seen.add(key);
    cities.push({ ...city, state: stateOfCity(city.name) });
  }
  return cities;
}
