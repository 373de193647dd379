import { RegistrationDraftStore, RegistrationGateway, type RegistrationAccess, type RegistrationSessionStarter } from '@/onboarding/application/ports';
import { RegistrationFlow } from '@/onboarding/application/registration-flow';
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
  readonly gateway: RegistrationGateway;
  readonly auth: AuthGateway;
  readonly session: SessionState;
  readonly clock: Clock;
}

/** Resolves the parts from a container (or anything with `get`). */
export function registrationParts(container: { get<T>(id: import('inversify').ServiceIdentifier<T>): T }): RegistrationParts {
  return {
    store: container.get(RegistrationDraftStore),
    gateway: container.get(RegistrationGateway),
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
