import { fromDesk } from '@/sandbox/in-memory-support';
import { countriesAtDesk, countryAtDesk, lookupAtDesk } from '@/sandbox/world/locator-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { RegistrationBackend } from '../domain/registration-draft';
import { residenceCode, type ResidenceCountry } from '../domain/residence-country';
import type { OnboardingLocator } from '../application/ports';

/** Same prefix as the session context's in-memory locator: the in-memory main API reads the project after it. */
export const MEMORY_BASE_PREFIX = 'memory://';

/** The service locator's answers from the sandbox's locator desk (the one the HTTP sandbox asks). */
export class InMemoryOnboardingLocator implements OnboardingLocator {
  constructor(private readonly world: SandboxWorld) {}

  async countries(): Promise<readonly ResidenceCountry[]> {
    return fromDesk(countriesAtDesk(this.world)).map((c) => ({ code: residenceCode(c.iso2, c.name), offered: true, bankIdRegistration: c.bankIdRegistration }));
  }

  async backendFor(country: string): Promise<RegistrationBackend | undefined> {
    const answer = countryAtDesk(this.world, country);
    if (!answer.ok && answer.errors[0]?.status === 404) return undefined;
    const { project } = fromDesk(answer);
    return { baseUrl: `${MEMORY_BASE_PREFIX}${project}`, project };
  }

  async countriesOfLogin(value: string): Promise<readonly string[]> {
    return [...new Set(fromDesk(lookupAtDesk(this.world, value)).map((l) => l.country.toUpperCase()))];
  }
}
