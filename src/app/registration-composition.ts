import { RegistrationDraftStore, RegistrationStepsGateway, type RegistrationAccess, type RegistrationSessionStarter } from '@/onboarding/application/ports';
import type { Container } from 'inversify';
import { HttpRegistrationStepsGateway } from '@/onboarding/adapters/http-registration-steps-gateway';
import { RegistrationFlow } from '@/onboarding/application/registration-flow';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { AppConfigToken } from './config-token';
import { RegistrationScreens } from '@/onboarding/ui/registration-screens';
import { AuthGateway } from '@/session/application/ports';
import { SessionState } from '@/session/application/session-state';
import { Clock } from '@/shared/kernel/clock';

/**
 * Where registration meets the session: the registered customer's token becomes a signed-in
 * session (the customer loaded with user/get, then SessionState.start, as sign-in does).
 */
export class SessionFromRegistration implements RegistrationSessionStarter {
  constructor(
    private readonly auth: AuthGateway,
    private readonly state: SessionState,
  ) {}

  async start({ backend, token }: RegistrationAccess, country: string): Promise<void> {
    const customer = await this.auth.currentCustomer(backend, token);
    this.state.start({ token, baseUrl: backend.baseUrl, project: backend.project, country }, customer);
  }
}

/** What the registration steps are made of; each comes from the container. */
export interface RegistrationParts {
  readonly store: RegistrationDraftStore;
  readonly gateway: RegistrationStepsGateway;
  readonly auth: AuthGateway;
  readonly session: SessionState;
  readonly clock: Clock;
}

/**
 * Resolves the parts from the container. The memory mode binds its RegistrationStepsGateway (the
 * sandbox's); the HTTP one is made here, with the registration steps' code, from the HTTP mode's
 * fetch and the locator's address: nothing of registration is built into the first screen.
 */
export function registrationParts(container: Container): RegistrationParts {
  return {
    store: container.get(RegistrationDraftStore),
    gateway: container.isBound(RegistrationStepsGateway)
      ? container.get(RegistrationStepsGateway)
      : new HttpRegistrationStepsGateway(container.get(AppConfigToken).locatorUrl, container.get(ApiFetch)),
    auth: container.get(AuthGateway),
    session: container.get(SessionState),
    clock: container.get(Clock),
  };
}

/**
 * The registration steps' composition, made when the first registration screen loads (not at
 * start: the first screen's JavaScript has no room for it). The screens and the Gherkin suite
 * both use this.
 */
export function registrationScreens(parts: RegistrationParts): RegistrationScreens {
  const flow = new RegistrationFlow(parts.store, parts.gateway, new SessionFromRegistration(parts.auth, parts.session), parts.clock);
  return new RegistrationScreens(flow, parts.clock);
}
