import { servingBackend } from '@/shared/kernel/served-country';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { RegistrationDraft } from '../domain/registration-draft';
import { residenceChoices, type ResidenceCountry } from '../domain/residence-country';
import type { OnboardingConfig, OnboardingLocator, RegistrationDraftStore } from './ports';

export type ResidenceOutcome = 'registration' | 'area-not-available';

/**
 * /country-of-residence: the countries to choose from (the locator's, then the not-offered ones),
 * and the choice. A country where the service is offered starts the draft with the country and
 * its back end (the locator's, else the test address); another one leads to /area-not-available.
 */
export class ChooseResidenceCountry {
  constructor(
    private readonly locator: OnboardingLocator,
    private readonly drafts: RegistrationDraftStore,
    private readonly config: OnboardingConfig,
  ) {}

  async choices(options?: CallOptions): Promise<readonly ResidenceCountry[]> {
    return residenceChoices(await this.locator.countries(options));
  }

  /** The country chosen earlier in this registration, if any (going back keeps the answer). */
  chosen(): string | undefined {
    return this.drafts.load().country;
  }

  async choose(country: ResidenceCountry): Promise<ResidenceOutcome> {
    if (!country.offered) return 'area-not-available';
    const backend = servingBackend(await this.locator.backendFor(country.code), this.config.testBackend, country.code);
    const draft = this.drafts.load();
    if (draft.country !== undefined && draft.country !== country.code) {
      // Another country means another back end: what was registered there no longer applies.
      this.drafts.clear();
      const kept: Partial<RegistrationDraft> = draft.agentCode ? { agentCode: draft.agentCode } : {};
      this.drafts.save(kept);
    }
    this.drafts.save({ country: country.code, backend, bankIdRegistration: country.bankIdRegistration });
    return 'registration';
  }
}
