import type { SessionEndBroadcast } from '@/session/application/ports';
import type { SignOut } from '@/session/application/sign-out';

/**
 * What the shell does on every page: a sign-out in another tab of the portal ends the session here
 * too, at once (a fresh sign-in page that leads back here). Returns the unsubscribe.
 */
export function signOutWhenEndedElsewhere(broadcast: SessionEndBroadcast, signOut: Pick<SignOut, 'execute'>): () => void {
  return broadcast.subscribe(() => void signOut.execute('elsewhere'));
}
