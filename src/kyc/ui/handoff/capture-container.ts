import { Container } from 'inversify';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { HandoffCaptureModules, type HandoffClaim } from '../../application/handoff-ports';

/**
 * The phone's capture container: a child of the app's container in which the session credentials
 * are the capture token's (at the customer's back end) and the upload's modules are loaded afresh,
 * so the wizard's gateway sends the capture token and nothing is shared with the app's own
 * (possibly signed-in) services. A refusal of the capture token is shown as an error, never as the
 * end of a session (no sign-out, no navigation).
 */
export function captureContainer(parent: Container, claim: HandoffClaim): Container {
  const child = new Container({ parent, defaultScope: 'Transient' });
  const credentials: SessionCredentials = {
    token: () => claim.captureToken,
    baseUrl: () => claim.backend.baseUrl,
    project: () => claim.backend.project,
  };
  child.bind(SessionCredentials).toConstantValue(credentials);
  child.bind(AuthFailureSink).toConstantValue({ unauthorized: () => undefined, disabled: () => undefined });
  child.load(...parent.get(HandoffCaptureModules)());
  return child;
}
