import { fromDesk } from '@/sandbox/in-memory-support';
import { legalDocumentsAtDesk } from '@/sandbox/world/legal-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { CountryLegal } from '../footer-text';
import type { CountryLegalGateway } from '../application/country-legal-gateway';
import { toCountryLegal } from './country-legal-mappers';

/** The locator's origin in the in-memory mode when none is given (the memory mode gives the configured locator's). */
export const MEMORY_LOCATOR_ORIGIN = 'http://locator.memory';

/** The legal documents at the sandbox world's locator desk (the one the HTTP locator asks). */
export class InMemoryCountryLegalGateway implements CountryLegalGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly locatorOrigin: string = MEMORY_LOCATOR_ORIGIN,
  ) {}

  async countryLegal(country: string): Promise<CountryLegal | undefined> {
    return toCountryLegal(fromDesk(legalDocumentsAtDesk(this.world, this.locatorOrigin)), country);
  }
}
