import type { paths } from '@/generated/service-locator';
import { callApi, createApiClient } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import type { CountryLegal } from '../footer-text';
import type { CountryLegalGateway } from '../application/country-legal-gateway';
import { countriesLegalSchema, toCountryLegal } from './country-legal-mappers';

/** The legal documents from the service locator over HTTP (openapi/service-locator.yaml listCountries). */
export class HttpCountryLegalGateway implements CountryLegalGateway {
  private readonly api;

  constructor(locatorUrl: string, fetch: FetchLike) {
    this.api = createApiClient<paths>({ baseUrl: locatorUrl, fetch });
  }

  async countryLegal(country: string): Promise<CountryLegal | undefined> {
    const entries = await callApi(() => this.api.GET('/countries', { params: { header: requestIdHeader() } }), countriesLegalSchema);
    return toCountryLegal(entries, country);
  }
}
