import { useEffect } from 'react';
import { useInjection } from '@/shared/di/container-context';
import { StartVerificationAutomatically } from '../application/start-verification-automatically';

/**
 * The automatic start (spec 01 section 4): once the customer is known, the verification process
 * starts when the rule says so (the use case runs it at most once per customer and session, and
 * logs a failure: nothing the customer asked for failed). Renders nothing.
 */
export function AutomaticVerificationStart() {
  const start = useInjection(StartVerificationAutomatically);
  useEffect(() => {
    void start.execute();
  }, [start]);
  return null;
}
