/**
 * Errors the app catches before the shell services are there to report them: React's error
 * boundaries (the route error page, through the root's `onCaughtError`) hand them in here. Tiny and
 * dependency-free on purpose: src/main.tsx imports it, so it is on the first screen; the reporter
 * itself loads after the signed-in page painted and takes what waited (at most MAX_WAITING).
 */
export interface CaughtError {
  readonly error: unknown;
  readonly source: 'error-boundary' | 'boot';
  /** React's component stack of a boundary's error. */
  readonly componentStack?: string;
}

export const MAX_WAITING = 10;

const waiting: CaughtError[] = [];
let receiver: ((caught: CaughtError) => void) | undefined;

/** Hands a caught error to the reporter, or keeps it until one listens. Never throws. */
export function reportCaughtError(caught: CaughtError): void {
  if (receiver) {
    try {
      receiver(caught);
    } catch {
      // Reporting never breaks the page.
    }
    return;
  }
  if (waiting.length < MAX_WAITING) waiting.push(caught);
}

/** The reporter listens: what waited is delivered first. Returns the function that stops listening. */
export function receiveCaughtErrors(next: (caught: CaughtError) => void): () => void {
  receiver = next;
  for (const caught of waiting.splice(0)) reportCaughtError(caught);
  return () => {
    if (receiver === next) receiver = undefined;
  };
}
