import type { Logger } from '@/shared/kernel/logger';
import { legalLinks, type CountryLegal, type FooterPlace, type LegalLinks } from '../footer-text';
import type { CountryLegalGateway } from './country-legal-gateway';

/**
 * The footer's legal links for a place, asked of the locator once per country and page. A failed
 * answer is logged and gives no links (the footer's text stays); the next footer asks again.
 */
export class LegalDocuments {
  private readonly byCountry = new Map<string, Promise<CountryLegal | undefined>>();

  constructor(
    private readonly gateway: CountryLegalGateway,
    private readonly logger: Logger,
  ) {}

  async linksFor(place: FooterPlace): Promise<LegalLinks | undefined> {
    const country = place.country.toUpperCase();
    let legal = this.byCountry.get(country);
    if (!legal) {
      legal = this.gateway.countryLegal(country).catch((error: unknown) => {
        this.byCountry.delete(country);
        this.logger.warn('The legal documents could not be loaded', error);
        return undefined;
      });
      this.byCountry.set(country, legal);
    }
    const found = await legal;
    return found ? legalLinks(found, place) : undefined;
  }
}
