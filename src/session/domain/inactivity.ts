/** Spec 01 sections 4 and 9: sign out after 60 minutes without activity, checked every 60 s. */
export interface InactivityPolicy {
  readonly timeoutMs: number;
  /** How long before the sign-out the customer is warned and can stay (WCAG 2.2.1). */
  readonly warningMs: number;
  readonly checkEveryMs: number;
}

export const INACTIVITY_POLICY: InactivityPolicy = {
  timeoutMs: 60 * 60_000,
  warningMs: 3 * 60_000,
  checkEveryMs: 60_000,
};

export type InactivityPhase = 'active' | 'warning' | 'expired';

export function inactivityPhase(lastActivityAt: number, now: number, policy: InactivityPolicy = INACTIVITY_POLICY): InactivityPhase {
  const idle = now - lastActivityAt;
  if (idle >= policy.timeoutMs) return 'expired';
  if (idle >= policy.timeoutMs - policy.warningMs) return 'warning';
  return 'active';
}

/** Whole minutes left before the sign-out, at least 1 while any time is left. */
export function minutesLeft(lastActivityAt: number, now: number, policy: InactivityPolicy = INACTIVITY_POLICY): number {
  const left = policy.timeoutMs - (now - lastActivityAt);
  return left <= 0 ? 0 : Math.max(1, Math.ceil(left / 60_000));
}

/**
 * Whether a stored session has been idle past the limit (a tab closed, or a computer asleep, for
 * over an hour): such a session is never used again. No activity on record: a session just begun.
 */
export function sessionTimedOut(lastActivityAt: number | undefined, now: number, policy: InactivityPolicy = INACTIVITY_POLICY): boolean {
  return lastActivityAt !== undefined && inactivityPhase(lastActivityAt, now, policy) === 'expired';
}
