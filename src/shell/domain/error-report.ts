/** Where an error was caught (the `source` tag of a Sentry event). */
export const REPORT_SOURCES = ['window-error', 'unhandled-rejection', 'error-boundary', 'boot', 'manual'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_LEVELS = ['error', 'warning', 'info'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

/**
 * What a caller may add to a report. Everything in it is scrubbed before it leaves the page
 * (src/shell/domain/scrubber.ts, applied to the whole event in Sentry's beforeSend).
 */
export interface ErrorContext {
  readonly source?: ReportSource;
  readonly level?: ReportLevel;
  /** The route, a request's method, address and headers, a component stack, ... */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** What tells one error from another for the page's error sources' repeat rule (name and message). */
export function errorKey(error: unknown): string {
  if (error instanceof Error) {
    const type = (error as Error & { type?: unknown }).type;
    return `${typeof type === 'string' && type ? type : error.name || 'Error'}|${error.message}`;
  }
  try {
    return `NonError|${JSON.stringify(error) ?? String(error)}`;
  } catch {
    return `NonError|${String(error)}`;
  }
}
