import { LOGOUT_EVENT } from '@/shared/kernel/logout-events';
import type { SignOut } from '@/session/application/sign-out';

/**
 * What the signed-in layout does while it is shown: the wallet-side API's logout event signs the
 * customer out (the one SignOut use case: a fresh sign-in page). Returns the unsubscribe.
 */
export function signOutOnLogoutEvent(events: EventTarget, signOut: SignOut): () => void {
  const onLogout = () => void signOut.execute('wallet');
  events.addEventListener(LOGOUT_EVENT, onLogout);
  return () => events.removeEventListener(LOGOUT_EVENT, onLogout);
}
