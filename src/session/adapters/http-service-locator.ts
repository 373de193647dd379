import type { FetchLike } from '@/shared/http/api-fetch';
import { LocatorClient } from '@/shared/http/locator-client';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, LoginLocation } from '../domain/session';
import type { ServiceLocator } from '../application/ports';
import { locatorCountriesSchema, loginLocationsSchema, toLoginLocations } from './http-session-mappers';

/** The service locator over HTTP (openapi/service-locator.yaml), as sign-in asks it. */
export class HttpServiceLocator implements ServiceLocator {
  private readonly locator;

  constructor(baseUrl: string, fetch: FetchLike) {
    this.locator = new LocatorClient(baseUrl, fetch);
  }

  async lookupLogin(value: string, options: CallOptions = {}): Promise<readonly LoginLocation[]> {
    return toLoginLocations(await this.locator.lookup(value, loginLocationsSchema, options));
  }

  /** No entry for the country: undefined, and the caller falls back to the configured test address. */
  backendFor(country: string, options: CallOptions = {}): Promise<Backend | undefined> {
    return this.locator.backendOf(country, options);
  }

  async bankIdLoginCountries(options: CallOptions = {}): Promise<readonly string[]> {
    const data = await this.locator.countries(locatorCountriesSchema, options);
    return data.filter((country) => country.bank_id_login === true).map((country) => country.iso2);
  }
}
