import type { FetchLike } from '@/shared/http/api-fetch';
import { LocatorClient } from '@/shared/http/locator-client';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, LoginLocation } from '../domain/session';
import type { ServiceLocator } from '../application/ports';
import { z } from '@/shared/validation/zod';

// The locator's answers as sign-in reads them, here rather than with the session's mappers: a
// signed-in page loads those (the token's refresh) and not this adapter.
const loginLocationsSchema = z.array(z.object({ country: z.string().check(z.length(2)), project: z.string().check(z.minLength(1)) }));
/** GET /countries of the locator: only what BankID needs. */
const locatorCountriesSchema = z.array(z.object({ iso2: z.string().check(z.length(2)), bank_id_login: z.optional(z.boolean()) }));

/** The service locator over HTTP (openapi/service-locator.yaml), as sign-in asks it. */
export class HttpServiceLocator implements ServiceLocator {
  private readonly locator;

  constructor(baseUrl: string, fetch: FetchLike) {
    this.locator = new LocatorClient(baseUrl, fetch);
  }

  async lookupLogin(value: string, options: CallOptions = {}): Promise<readonly LoginLocation[]> {
    const data = await this.locator.lookup(value, loginLocationsSchema, options);
    return data.map((entry) => ({ country: entry.country.toUpperCase(), project: entry.project }));
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
