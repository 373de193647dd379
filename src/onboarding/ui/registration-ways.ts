import type { Clock } from '@/shared/kernel/clock';
import type { Delay } from '@/shared/kernel/delay';
import { ChooseResidenceCountry } from '../application/choose-residence-country';
import type { OnboardingConfig, OnboardingLocator, RegistrationDraftStore, RegistrationGateway, RegistrationOauth } from '../application/ports';
import { RegisterWithBankId, RegisterWithEmail } from '../application/register-by-oauth';
import { RegistrationBankIdViewModel } from './registration-bankid-view-model';
import { RegistrationEmailViewModel } from './registration-email-view-model';

/** What the app hands the e-mail and BankID ways once the OAuth engine is loaded. */
export interface RegistrationOauthParts {
  readonly oauth: RegistrationOauth;
  /** The pause between two BankID checks (the scenario's clock in Gherkin). */
  readonly delay: Delay;
}

/** Everything else the ways need, from the container (bound at start, their adapters lazy). */
export interface RegistrationWayPorts {
  readonly gateway: RegistrationGateway;
  readonly drafts: RegistrationDraftStore;
  readonly locator: OnboardingLocator;
  readonly config: OnboardingConfig;
  readonly clock: Clock;
}

/** The view models of the e-mail and BankID ways on /registration (the page and the Gherkin steps both use this). */
export class RegistrationWays {
  constructor(
    private readonly parts: RegistrationOauthParts,
    private readonly ports: RegistrationWayPorts,
  ) {}

  emailWay(): RegistrationEmailViewModel {
    const { drafts, clock } = this.ports;
    return new RegistrationEmailViewModel(new RegisterWithEmail(this.parts.oauth, drafts), drafts, clock);
  }

  bankIdWay(): RegistrationBankIdViewModel {
    const { gateway, drafts, locator, config } = this.ports;
    const register = new RegisterWithBankId(this.parts.oauth, gateway, drafts, new ChooseResidenceCountry(locator, drafts, config), locator);
    return new RegistrationBankIdViewModel(register, this.parts.delay, drafts);
  }
}
