import { RegistrationDraftStore, RegistrationStepsGateway, type RegistrationAccess, type RegistrationSessionStarter } from '@/onboarding/application/ports';
import type { Container } from 'inversify';
import { HttpRegistrationStepsGateway } from '@/onboarding/adapters/http-registration-steps-gateway';
import { RegistrationFlow } from '@/onboarding/application/registration-flow';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { AppConfigToken } from './config-token';
import { TrackedModule } from '@/shared/di/tracked-module';
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

/**
 * Binds the registration steps' flow (RegistrationFlow) into the container, once, when the first
 * registration step's screen loads (not at start: the first screen's JavaScript has no room for it):
 * the steps' view models resolve it through their make…ViewModel factories. The memory mode binds
 * its RegistrationStepsGateway (the sandbox's); the HTTP one is made here, with the steps' code, from
 * the HTTP mode's fetch and the locator's address. The screens and the Gherkin suite both call this.
 */
export function bindRegistrationSteps(container: Container): void {
  if (container.isBound(RegistrationFlow)) return;
  const gateway = container.isBound(RegistrationStepsGateway)
    ? container.get(RegistrationStepsGateway)
    : new HttpRegistrationStepsGateway(container.get(AppConfigToken).locatorUrl, container.get(ApiFetch));
  const steps = new TrackedModule('app/registration-steps', (bind) => {
    bind(RegistrationFlow)
      .toResolvedValue((store, auth, session, clock) => new RegistrationFlow(store, gateway, new SessionFromRegistration(auth, session), clock), [RegistrationDraftStore, AuthGateway, SessionState, Clock])
      .inSingletonScope();
  });
  container.load(steps.module);
}
