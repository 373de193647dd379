import { useState } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { RegistrationPage } from '@/onboarding/ui/registration-page';

/**
 * /registration with what its e-mail and BankID ways run on: the session's OAuth engine, adapted
 * in src/app/registration-oauth.ts and loaded only when one of those ways is shown.
 */
export function RegistrationRoute() {
  const container = useContainer();
  const [loadOauth] = useState(() => () => import('../registration-oauth').then((m) => m.loadRegistrationOauth(container)));
  return <RegistrationPage loadOauth={loadOauth} />;
}
