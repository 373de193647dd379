import type { paths } from '@/generated/service-locator';
import { callApi, createApiClient } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { isAppError } from '@/shared/kernel/app-error';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { RegistrationBackend } from '../domain/registration-draft';
import type { ResidenceCountry } from '../domain/residence-country';
import type { OnboardingLocator } from '../application/ports';
import { countryBackendSchema, countryListSchema, loginLocationsSchema, toResidenceCountries } from './http-onboarding-mappers';

/** The service locator over HTTP (openapi/service-locator.yaml), as onboarding asks it. */
export class HttpOnboardingLocator implements OnboardingLocator {
  private readonly api;

  constructor(baseUrl: string, fetch: FetchLike) {
    this.api = createApiClient<paths>({ baseUrl, fetch });
  }

  async countries(options: CallOptions = {}): Promise<readonly ResidenceCountry[]> {
    const data = await callApi(() => this.api.GET('/countries', { params: { header: requestIdHeader() }, signal: options.signal }), countryListSchema);
    return toResidenceCountries(data);
  }

  async backendFor(country: string, options: CallOptions = {}): Promise<RegistrationBackend | undefined> {
    try {
      const data = await callApi(
        () => this.api.GET('/countries/{iso2}', { params: { path: { iso2: country }, header: requestIdHeader() }, signal: options.signal }),
        countryBackendSchema,
      );
      return { baseUrl: data.middleware, project: data.project };
    } catch (error) {
      // No entry for the country: the caller uses the configured test address.
      if (isAppError(error) && error.status === 404) return undefined;
      throw error;
    }
  }

  async countriesOfLogin(value: string, options: CallOptions = {}): Promise<readonly string[]> {
    const data = await callApi(
      () => this.api.GET('/users/lookup', { params: { query: { value }, header: requestIdHeader() }, signal: options.signal }),
      loginLocationsSchema,
    );
    return [...new Set(data.map((entry) => entry.country.toUpperCase()))];
  }
}
