import { sessionTimedOut } from '../domain/inactivity';
import type { Session } from '../domain/session';
import type { SessionStore } from './ports';

/**
 * The first thing a page load does with a stored session: one idle past the inactivity limit is
 * wiped (as the inactivity sign-out would have), before any request is made with it and before
 * anything of the customer is painted. Returns the wiped session, for the server to be told.
 */
export function endStaleSession(store: SessionStore, now: number): Session | undefined {
  const session = store.load();
  if (!session || !sessionTimedOut(store.lastActivity(), now)) return undefined;
  store.clear();
  store.setEndedNotice('inactivity');
  return session;
}
