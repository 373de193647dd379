import { oncePerContainer } from '@/shared/di/per-container';
import { RegistrationPage } from '@/onboarding/ui/registration-page';

/** The OAuth engine and the port over it (src/app/registration-oauth.ts), in a chunk of their own: once per container. */
const ensureRegistrationOauth = oncePerContainer((container) => import('../registration-oauth').then((m) => m.ensureRegistrationOauth(container)));

/**
 * /registration with what its e-mail and BankID ways run on: the session's OAuth engine, adapted
 * in src/app/registration-oauth.ts and loaded only when one of those ways is shown.
 */
export function RegistrationRoute() {
  return <RegistrationPage ensureOauth={ensureRegistrationOauth} />;
}
