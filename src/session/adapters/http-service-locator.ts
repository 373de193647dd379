import type { paths } from '@/generated/service-locator';
import { createApiClient, callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { isAppError } from '@/shared/kernel/app-error';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Backend, LoginLocation } from '../domain/session';
import type { ServiceLocator } from '../application/ports';
import { countryBackendSchema, locatorCountriesSchema, loginLocationsSchema, toLoginLocations } from './http-session-mappers';

/** The service locator over HTTP (openapi/service-locator.yaml). */
export class HttpServiceLocator implements ServiceLocator {
  private readonly api;

  constructor(baseUrl: string, fetch: FetchLike) {
    this.api = createApiClient<paths>({ baseUrl, fetch });
  }

  async lookupLogin(value: string, options: CallOptions = {}): Promise<readonly LoginLocation[]> {
    const data = await callApi(
      () => this.api.GET('/users/lookup', { params: { query: { value }, header: requestIdHeader() }, signal: options.signal }),
      loginLocationsSchema,
    );
    return toLoginLocations(data);
  }

  async backendFor(country: string, options: CallOptions = {}): Promise<Backend | undefined> {
    try {
      const data = await callApi(
        () => this.api.GET('/countries/{iso2}', { params: { path: { iso2: country }, header: requestIdHeader() }, signal: options.signal }),
        countryBackendSchema,
      );
      return { baseUrl: data.middleware, project: data.project };
    } catch (error) {
      // No entry for the country: the caller falls back to the configured test address.
      if (isAppError(error) && error.status === 404) return undefined;
      throw error;
    }
  }

  async bankIdLoginCountries(options: CallOptions = {}): Promise<readonly string[]> {
    const data = await callApi(() => this.api.GET('/countries', { params: { header: requestIdHeader() }, signal: options.signal }), locatorCountriesSchema);
    return data.filter((country) => country.bank_id_login === true).map((country) => country.iso2);
  }
}
