import type { FetchLike } from '@/shared/http/api-fetch';
import { LocatorClient } from '@/shared/http/locator-client';
import type { CountryLegal } from '../footer-text';
import type { CountryLegalGateway } from '../application/country-legal-gateway';
import { countriesLegalSchema, toCountryLegal } from './country-legal-mappers';

/** The legal documents from the service locator over HTTP (openapi/service-locator.yaml listCountries). */
export class HttpCountryLegalGateway implements CountryLegalGateway {
  private readonly locator;

  constructor(locatorUrl: string, fetch: FetchLike) {
    this.locator = new LocatorClient(locatorUrl, fetch);
  }

  async countryLegal(country: string): Promise<CountryLegal | undefined> {
    return toCountryLegal(await this.locator.countries(countriesLegalSchema), country);
  }
}
