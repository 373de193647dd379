/**
 * One deadline for one user action. An action such as sign-in makes several calls in a row
 * (locator lookup, back end, login, user/get) and each call may retry; they all share the one
 * deadline, so the customer waits about 20 s at most before the time-out message, never 80 s.
 * The deadline travels as a standard AbortSignal (a web and Node platform type, no framework),
 * aborted with a "TimeoutError" DOMException; the fetch layer turns that into a Timeout AppError
 * carrying the request id.
 */
export const ACTION_DEADLINE_MS = 20_000;

/** Options every call through a port may take. */
export interface CallOptions {
  /** Aborts the call; aborted with a "TimeoutError" reason when the action's deadline passed. */
  readonly signal?: AbortSignal;
}

export interface ActionDeadline {
  readonly signal: AbortSignal;
  /** Stops the deadline's timer once the action is over. */
  done(): void;
}

/** A deadline `ms` from now. */
export function actionDeadline(ms: number = ACTION_DEADLINE_MS): ActionDeadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The action took longer than its deadline', 'TimeoutError')), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** Whether an abort reason is a deadline that passed (as opposed to a cancellation). */
export function isDeadlineExceeded(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}
