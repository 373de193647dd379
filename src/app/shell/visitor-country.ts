/**
 * The signed-out footer's country: the one the visitor chose (registration's country of residence,
 * then the sign-in country remembered on this device), else the one detected on an earlier visit
 * (its cookie, in `cookies`: document.cookie); undefined on a first visit (the footer then names
 * both entities, and nothing is asked of the network for it). Small: the first screen carries it.
 */
export function visitorCountry(residence: string | undefined, signInCountry: string | undefined, cookies: string): string | undefined {
  // The session context's detected-country cookie (DETECTED_COUNTRY_COOKIE; its module is not
  // imported here: the first screen would carry its cookie code).
  return residence ?? signInCountry ?? /(?:^|;\s*)detected-country=([A-Z]{2})(?:;|$)/.exec(cookies)?.[1];
}
