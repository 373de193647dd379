import { errorKey, type ErrorContext } from '../domain/error-report';
import type { ErrorReporter } from './ports';

/** Reports of one visit at most (a loop of failures must not flood the service or the network). */
export const MAX_REPORTS_PER_VISIT = 25;
/** The same error (type and message) within this window is reported once. */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * What the page's error sources (window errors, unhandled rejections, the error boundaries) go
 * through before the ErrorReporter (Sentry): each distinct error reported once a minute, at most 25
 * a visit, and never an error of its own: a report that cannot be sent is dropped (told to
 * `onDropped`). Sentry's own Dedupe drops only an event identical to the one just before it and has
 * no per-visit cap, so this rule stays the portal's.
 */
export class ReportingErrors {
  private sent = 0;
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly reporter: ErrorReporter,
    private readonly now: () => number,
    private readonly onDropped: (reason: unknown) => void = () => undefined,
  ) {}

  /** Whether it was sent on (false: a repeat, or over the visit's limit). */
  report(error: unknown, context: ErrorContext = {}): boolean {
    if (!this.admit(`${context.source ?? 'manual'}|${errorKey(error)}`)) return false;
    this.send(() => this.reporter.captureException(error, context));
    return true;
  }

  message(message: string, context: ErrorContext = {}): boolean {
    if (!this.admit(`message|${message}`)) return false;
    this.send(() => this.reporter.captureMessage(message, context));
    return true;
  }

  private admit(key: string): boolean {
    const now = this.now();
    const last = this.lastSent.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS) return false;
    if (this.sent >= MAX_REPORTS_PER_VISIT) return false;
    this.sent += 1;
    this.lastSent.set(key, now);
    return true;
  }

  private send(call: () => Promise<void>): void {
    try {
      call().catch((reason: unknown) => this.dropped(reason));
    } catch (reason) {
      this.dropped(reason);
    }
  }

  private dropped(reason: unknown): void {
    try {
      this.onDropped(reason);
    } catch {
      // Reporting never breaks the page.
    }
  }
}
