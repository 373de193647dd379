import type { ServiceIdentifier } from 'inversify';

/**
 * The page's cookie property as a port: `document` in the browser, a MemoryCookieDocument in
 * tests. Reading gives "a=1; b=2"; assigning sets one cookie with its attributes.
 */
export interface CookieDocument {
  cookie: string;
}
export const CookieDocument = Symbol('CookieDocument') as ServiceIdentifier<CookieDocument>;
