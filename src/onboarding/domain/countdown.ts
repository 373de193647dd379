/** Whole seconds left before something may be asked for again (a new code, another e-mail); 0 when it may. */
export function secondsLeft(sentAt: number | undefined, waitSeconds: number, now: number): number {
  if (sentAt === undefined) return 0;
  const left = sentAt + waitSeconds * 1000 - now;
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}

/** m:ss, as the countdown shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
