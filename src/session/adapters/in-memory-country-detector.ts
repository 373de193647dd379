import { detectCountryAtDesk } from '@/sandbox/world/session-desk';
import type { Backend } from '../domain/session';
import type { CountryDetector } from '../application/ports';

/** The sandbox's detect-country answer, from the desk the HTTP sandbox asks. */
export class InMemoryCountryDetector implements CountryDetector {
  async detect(backend: Backend): Promise<{ countryCode: string; regionCode: string }> {
    const { country_code, region_code } = detectCountryAtDesk(backend.project);
    return { countryCode: country_code, regionCode: region_code };
  }
}
