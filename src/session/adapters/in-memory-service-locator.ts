import { fromDesk } from '@/sandbox/in-memory-support';
import { countriesAtDesk, countryAtDesk, lookupAtDesk } from '@/sandbox/world/locator-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { Backend, LoginLocation } from '../domain/session';
import type { ServiceLocator } from '../application/ports';

export const MEMORY_BASE_PREFIX = 'memory://';

/** The service locator's answers, from the sandbox's locator desk (the one the HTTP sandbox asks). */
export class InMemoryServiceLocator implements ServiceLocator {
  constructor(private readonly world: SandboxWorld) {}

  async lookupLogin(value: string): Promise<readonly LoginLocation[]> {
    return fromDesk(lookupAtDesk(this.world, value));
  }

  async backendFor(country: string): Promise<Backend | undefined> {
    const answer = countryAtDesk(this.world, country);
    // No entry for the country (404): the caller falls back to the configured test address.
    if (!answer.ok && answer.errors[0]?.status === 404) return undefined;
    const { project } = fromDesk(answer);
    return { baseUrl: `${MEMORY_BASE_PREFIX}${project}`, project };
  }

  async bankIdLoginCountries(): Promise<readonly string[]> {
    return fromDesk(countriesAtDesk(this.world))
      .filter((country) => country.bankIdLogin)
      .map((country) => country.iso2);
  }
}
