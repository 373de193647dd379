import type { FetchLike } from '@/shared/http/api-fetch';
import { LocatorClient } from '@/shared/http/locator-client';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { RegistrationBackend } from '../domain/registration-draft';
import type { ResidenceCountry } from '../domain/residence-country';
import type { OnboardingLocator } from '../application/ports';
import { countryListSchema, loginLocationsSchema, toResidenceCountries } from './http-onboarding-mappers';

/** The service locator over HTTP (openapi/service-locator.yaml), as onboarding asks it. */
export class HttpOnboardingLocator implements OnboardingLocator {
  private readonly locator;

  constructor(baseUrl: string, fetch: FetchLike) {
    this.locator = new LocatorClient(baseUrl, fetch);
  }

  async countries(options: CallOptions = {}): Promise<readonly ResidenceCountry[]> {
    return toResidenceCountries(await this.locator.countries(countryListSchema, options));
  }

  /** No entry for the country: undefined, and the caller uses the configured test address. */
  backendFor(country: string, options: CallOptions = {}): Promise<RegistrationBackend | undefined> {
    return this.locator.backendOf(country, options);
  }

  async countriesOfLogin(value: string, options: CallOptions = {}): Promise<readonly string[]> {
    const data = await this.locator.lookup(value, loginLocationsSchema, options);
    return [...new Set(data.map((entry) => entry.country.toUpperCase()))];
  }
}
