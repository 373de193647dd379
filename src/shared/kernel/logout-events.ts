import type { ServiceIdentifier } from 'inversify';

/**
 * Spec 01 section 4: a 401/403 from the wallet-side API emits a logout event; whoever shows a
 * signed-in page (the signed-in layout) listens and signs out. A standard EventTarget (web and
 * Node alike): `events.dispatchEvent(new Event(LOGOUT_EVENT))`, `addEventListener(LOGOUT_EVENT, …)`.
 */
export const LOGOUT_EVENT = 'logout';
export const LogoutEvents = Symbol('LogoutEvents') as ServiceIdentifier<EventTarget>;
