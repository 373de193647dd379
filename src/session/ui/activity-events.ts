/** What counts as the customer's activity for the inactivity sign-out (spec 01: 60 minutes): a press, a key, a touch, a scroll wheel. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
