/**
 * When the notification permission dialog asks (spec 01 section 2: after each navigation, a
 * push-notification prompt for authenticated users; section 3: is-push-dont-allowed). Pure.
 */

/** The browser's answer so far; "unsupported" where there is no Notification API. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** Local-storage key set by "Not now" (spec 01 section 3): the dialog never asks again. */
export const PUSH_DONT_ALLOW_KEY = 'is-push-dont-allowed';

export interface PushPromptFacts {
  readonly signedIn: boolean;
  /** The signed-in customer is known (loaded); never asked before. */
  readonly customerKnown: boolean;
  /** A navigation happened since the services started (the first page load never asks). */
  readonly navigated: boolean;
  readonly permission: PushPermission;
  /** "Not now" was answered before (is-push-dont-allowed). */
  readonly refusedBefore: boolean;
  /** Asked already in this visit (whatever the answer, or closed with Escape). */
  readonly askedThisVisit: boolean;
  /** Another dialog is open: the prompt waits for a later navigation rather than stacking on it. */
  readonly otherDialogOpen?: boolean;
}

export type PushPromptDecision =
  | { readonly ask: true }
  | {
      readonly ask: false;
      readonly why: 'signed-out' | 'customer-unknown' | 'first-page' | 'unsupported' | 'granted' | 'denied' | 'refused-before' | 'asked-this-visit' | 'other-dialog';
    };

export function pushPromptDecision(facts: PushPromptFacts): PushPromptDecision {
  if (!facts.signedIn) return { ask: false, why: 'signed-out' };
  if (!facts.customerKnown) return { ask: false, why: 'customer-unknown' };
  if (facts.permission === 'unsupported') return { ask: false, why: 'unsupported' };
  // The browser decided already: the dialog would ask for nothing.
  if (facts.permission === 'granted') return { ask: false, why: 'granted' };
  if (facts.permission === 'denied') return { ask: false, why: 'denied' };
  if (facts.refusedBefore) return { ask: false, why: 'refused-before' };
  if (facts.askedThisVisit) return { ask: false, why: 'asked-this-visit' };
  if (!facts.navigated) return { ask: false, why: 'first-page' };
  if (facts.otherDialogOpen) return { ask: false, why: 'other-dialog' };
  return { ask: true };
}
