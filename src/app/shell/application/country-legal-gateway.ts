import type { ServiceIdentifier } from 'inversify';
import type { CountryLegal } from '../footer-text';

/**
 * A source country's legal documents, from the service locator (its country entry: `_links`
 * terms_and_conditions and privacy_policy, and for the US its states' legal-link suffixes; GET
 * /countries of openapi/service-locator.yaml). The same answers in both modes.
 */
export interface CountryLegalGateway {
  /** The country's documents; undefined when the locator does not list the country. */
  countryLegal(country: string): Promise<CountryLegal | undefined>;
}
export const CountryLegalGateway = Symbol('CountryLegalGateway') as ServiceIdentifier<CountryLegalGateway>;
