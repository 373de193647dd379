import { AppError } from './app-error';

/** The error type of a country no back end serves (errors:CountryNotServed). */
export const COUNTRY_NOT_SERVED = 'CountryNotServed';

/**
 * The back end that serves `country`: the service locator's, else the test back end where a
 * setting turned it on (VITE_TEST_API_URL), else none: CountryNotServed, before anything of the
 * customer is sent anywhere.
 */
export function servingBackend<B>(located: B | undefined, testBackend: B | undefined, country: string): B {
  const backend = located ?? testBackend;
  if (backend === undefined) throw new AppError(COUNTRY_NOT_SERVED, `No back end serves ${country || 'this country'}`);
  return backend;
}
