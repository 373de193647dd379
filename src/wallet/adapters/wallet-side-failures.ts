import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { LOGOUT_EVENT } from '@/shared/kernel/logout-events';

/**
 * The auth-failure sink of the wallet-side API (spec 01 sections 4 and 7): a refused token emits
 * the logout event instead of the main API's unauthorized handling; a blocked customer is handled
 * as everywhere (account blocked).
 */
export function walletSideFailures(events: EventTarget, main: AuthFailureSink): AuthFailureSink {
  return {
    unauthorized: () => void events.dispatchEvent(new Event(LOGOUT_EVENT)),
    disabled: (error) => main.disabled(error),
  };
}
