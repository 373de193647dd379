import { scrubText, scrubValue, type KnownPersonalData } from './scrubber';
import type { ReportSampling } from './sampling';

/** Where an error was caught. */
export const REPORT_SOURCES = ['window-error', 'unhandled-rejection', 'error-boundary', 'boot', 'manual'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_LEVELS = ['error', 'warning', 'info'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

/** What a caller may add to a report. Everything in it is scrubbed before it leaves the page. */
export interface ErrorContext {
  readonly source?: ReportSource;
  readonly level?: ReportLevel;
  /** The route, a request's method, address and headers, a component stack, ... */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** One error report as it leaves the page: scrubbed (src/shell/domain/scrubber.ts). */
export interface ErrorReport {
  /** Unique per report: a retried send is recorded once. */
  readonly id: string;
  readonly kind: 'exception' | 'message';
  readonly level: ReportLevel;
  readonly source: ReportSource;
  /** The error's name (TypeError), an AppError's type (Timeout), or "Message". */
  readonly type: string;
  readonly message: string;
  /** The "Error code" a customer reads (an AppError's request id). */
  readonly code?: string;
  readonly status?: number;
  readonly stack?: string;
  /** The page's path, query and fragment when it happened. */
  readonly page: string;
  /** The portal's version. */
  readonly release: string;
  /** ISO 8601. */
  readonly at: string;
  readonly sampling: ReportSampling;
  readonly details: Readonly<Record<string, unknown>>;
}

/** The parts of anything thrown a report keeps. */
export interface DescribedError {
  readonly type: string;
  readonly message: string;
  readonly code?: string;
  readonly status?: number;
  readonly stack?: string;
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/**
 * Anything thrown, described: an Error by its name, message and stack; the portal's AppError
 * (duck-typed: a string `type`, with `options.requestId`/`status`) by its type and error code;
 * anything else as "NonError" with its text.
 */
export function describeError(error: unknown): DescribedError {
  if (error instanceof Error) {
    const typed = error as Error & { type?: unknown; options?: { requestId?: unknown; status?: unknown } };
    const code = typeof typed.options?.requestId === 'string' ? typed.options.requestId : undefined;
    const status = typeof typed.options?.status === 'number' ? typed.options.status : undefined;
    return {
      type: typeof typed.type === 'string' && typed.type ? typed.type : error.name || 'Error',
      message: error.message,
      ...(code ? { code } : {}),
      ...(status !== undefined ? { status } : {}),
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { type: 'NonError', message: text(error) };
}

/** A report with every free text and every detail scrubbed; its own fields (id, kind, code...) kept. */
export function scrubReport(report: ErrorReport, known: KnownPersonalData): ErrorReport {
  return {
    ...report,
    type: scrubText(report.type, known),
    message: scrubText(report.message, known),
    ...(report.stack !== undefined ? { stack: scrubText(report.stack, known) } : {}),
    page: scrubText(report.page, known),
    details: scrubValue(report.details, known) as Record<string, unknown>,
  };
}
