import type { Logger } from '@/shared/kernel/logger';
import { actionDeadline } from '@/shared/kernel/deadline';
import type { Backend } from '../domain/session';
import type { CountryDetector, DetectedCountryStore } from './ports';

/** Resolve it with `useInjection(DetectedCountryToken)` (or `container.get`): `await detected.current()`. */
export { DetectedCountryToken } from './ports';

/** A detection that takes longer is given up: the country of residence is then simply not pre-selected. */
export const DETECT_COUNTRY_DEADLINE_MS = 5_000;

/**
 * The country the visitor is in, for pre-selecting the country of residence: the kept cookie when
 * there is one, else GET /user/detect-country once, kept for next time. A failure is logged and
 * answers undefined (nothing pre-selected); it never stops registration.
 */
export class DetectedCountry {
  private pending: Promise<string | undefined> | undefined;

  constructor(
    private readonly detector: CountryDetector,
    /** No country is known yet: the main API at the configured test address answers. */
    private readonly backend: Backend,
    private readonly store: DetectedCountryStore,
    private readonly logger: Logger,
  ) {}

  current(): Promise<string | undefined> {
    const kept = this.store.read();
    if (kept) return Promise.resolve(kept);
    this.pending ??= this.detect().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async detect(): Promise<string | undefined> {
    const deadline = actionDeadline(DETECT_COUNTRY_DEADLINE_MS);
    try {
      const { countryCode } = await this.detector.detect(this.backend, { signal: deadline.signal });
      this.store.write(countryCode);
      return countryCode;
    } catch (error) {
      this.logger.warn('Country detection failed', error);
      return undefined;
    } finally {
      deadline.done();
    }
  }
}
