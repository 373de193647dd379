/**
 * A country a customer may live in, as the country-of-residence screen offers it (spec 01 §2, §3).
 * The service locator lists the countries the service is offered in; the portal also names the
 * countries of its catalogue where it is not offered yet, which lead to /area-not-available.
 */
export interface ResidenceCountry {
  /** ISO 3166-1 alpha-2; Somaliland, which has none, is SQ. */
  readonly code: string;
  /** The service is offered to residents (the locator lists the country). */
  readonly offered: boolean;
  /** Registration with BankID (the locator's bank_id_registration flag; Sweden and Norway). */
  readonly bankIdRegistration: boolean;
}

/** Somaliland has no ISO code: the portal shows and sends it as SQ (spec 01 §3). */
export const SOMALILAND = 'SQ';

/** The code of a locator entry: its ISO code, or SQ for the entry named Somaliland whatever code it carries. */
export function residenceCode(iso2: string, name: string): string {
  return name.trim().toLowerCase() === 'somaliland' ? SOMALILAND : iso2.trim().toUpperCase();
}

/**
 * Countries the portal's catalogue names where the service is not offered to residents (they are
 * destinations of transfers). Shown in the list so their residents learn it at once instead of
 * searching; choosing one leads to /area-not-available.
 */
export const NOT_OFFERED_COUNTRIES: readonly string[] = ['SO', SOMALILAND, 'ET', 'KE', 'UG', 'DJ'];

/** What the screen lists: the locator's countries, then the not-offered ones the locator does not list. */
export function residenceChoices(offered: readonly ResidenceCountry[]): readonly ResidenceCountry[] {
  const listed = new Set(offered.map((c) => c.code));
  const others = NOT_OFFERED_COUNTRIES.filter((code) => !listed.has(code)).map((code) => ({ code, offered: false, bankIdRegistration: false }));
  return [...offered, ...others];
}

export type RegistrationMethod = 'email' | 'phone' | 'bankid';

/** The ways to register in a country: e-mail and phone everywhere, BankID where the locator offers it. */
export function registrationMethods(country: Pick<ResidenceCountry, 'bankIdRegistration'> | undefined): readonly RegistrationMethod[] {
  return country?.bankIdRegistration ? ['email', 'phone', 'bankid'] : ['email', 'phone'];
}
