import * as Sentry from '@sentry/browser';
import type { BrowserOptions } from '@sentry/browser';
import type { ErrorContext } from '../domain/error-report';
import type { KnownPersonalData } from '../domain/scrubber';
import type { ErrorReporter } from '../application/ports';
import type { SentrySettings } from '../shell-settings';
import { scrubBreadcrumb, scrubEvent } from './sentry-privacy';

/** One of Sentry's integrations (the type @sentry/core names; @sentry/browser does not re-export it). */
export type Integration = Parameters<typeof Sentry.addIntegration>[0];

export interface SentryReporterOptions {
  /** Sentry's settings (VITE_SENTRY_*); undefined: no DSN, nothing is sent. */
  readonly settings: SentrySettings | undefined;
  /** What must not leave the page (the customer's names and e-mail, the session's token). */
  readonly personalData: () => KnownPersonalData;
  /** Sentry's integrations for this page: `pageIntegrations()` in a browser, none under Node. */
  readonly integrations: readonly Integration[];
  /** How envelopes leave: Sentry's fetch transport unless given (the memory mode hands them to the sandbox world). */
  readonly transport?: BrowserOptions['transport'];
  /**
   * Loads the replay integration, in a chunk of its own (./sentry-replay.ts); none under Node (no
   * DOM to record) and then no replay is ever made.
   */
  readonly loadReplay?: () => Promise<Integration>;
  /** Loads the tracing integration, in a chunk of its own (./sentry-tracing.ts); none under Node. */
  readonly loadTracing?: () => Promise<Integration>;
  /** The visit's session-replay draw (a number in [0, 1)). */
  readonly random: () => number;
  /** How long a capture waits for its envelope to leave. */
  readonly flushTimeoutMs?: number;
}

/**
 * Sentry's integrations in a browser page: breadcrumbs (clicks, navigations, fetches, console
 * lines; scrubbed in beforeBreadcrumb), the page's address and browser (httpContext), linked errors
 * (an error's `cause`), Dedupe; tracing comes in its own chunk (pageTracingLoader). Not Sentry's
 * global handlers: the page's errors reach Sentry through the portal's own sources and their
 * repeat rule (page-error-source.ts, ReportingErrors).
 */
export function pageIntegrations(): Integration[] {
  if (typeof document === 'undefined') return [];
  return [
    Sentry.breadcrumbsIntegration(),
    Sentry.httpContextIntegration(),
    Sentry.linkedErrorsIntegration(),
    Sentry.dedupeIntegration(),
    Sentry.functionToStringIntegration(),
  ];
}

/**
 * The tracing chunk's loader in a browser page (none under Node): the page load, navigations and
 * the calls, sampled by tracesSampleRate; no trace header is added to the back office's calls
 * (tracePropagationTargets is empty).
 */
export function pageTracingLoader(): (() => Promise<Integration>) | undefined {
  if (typeof document === 'undefined') return undefined;
  return () => import('./sentry-tracing').then((m) => m.sentryTracing());
}

/** The replay chunk's loader in a browser page (none under Node). */
export function pageReplayLoader(): (() => Promise<Integration>) | undefined {
  if (typeof document === 'undefined') return undefined;
  return () => import('./sentry-replay').then((m) => m.sentryReplay());
}

/**
 * The ErrorReporter with Sentry's browser SDK: `Sentry.init` once with the settings (DSN, release,
 * environment, tracesSampleRate, the replay rates, beforeSend scrubbing the event, ...), then
 * `Sentry.captureException` / `captureMessage` with the level, the `source` tag and the details as
 * the `details` context, and `Sentry.setUser({ id })` for the signed-in customer.
 *
 * Session replay, loaded only for a visit that needs it (the recorder is larger than the rest of
 * Sentry together): the visit's session draw is made here, once, with replaysSessionSampleRate
 * (spec: 0.1), and Sentry is told its outcome (replaysSessionSampleRate 1 or 0; replaysOnErrorSampleRate
 * as configured). A sampled visit loads the replay chunk at once and Sentry records it whole
 * ("session" mode). Any other visit loads it at its first error, when replaysOnErrorSampleRate is
 * above 0, and holds that error until the replay started: Sentry then starts in "buffer" mode
 * (keeping the last 60 s in memory, beginning with a full snapshot of the page as it is), draws the
 * error against replaysOnErrorSampleRate (spec: 1, every error), sends the buffer with the error and
 * records on as a session replay. So an error's replay begins at that error's page, not the minute
 * before it, which Sentry's buffer mode would hold had the recorder run from the start; a later
 * error of the visit gets Sentry's buffer semantics in full.
 */
export class SentryErrorReporter implements ErrorReporter {
  private readonly sessionReplay: boolean;
  private replay: Promise<void> | undefined;
  /** The signed-in customer, by their id alone: carried by each of this reporter's events. */
  private user: { readonly id: string } | null = null;

  constructor(private readonly options: SentryReporterOptions) {
    const { settings } = options;
    this.sessionReplay = settings !== undefined && options.loadReplay !== undefined && options.random() < settings.replaysSessionSampleRate;
    if (!settings) return;
    const known = () => options.personalData();
    // Another container of the same page (a new visit's services) replaces the one before: its client
    // is closed first (its last envelopes still leave), so the two never mix.
    void Sentry.getClient()?.close(2_000);
    Sentry.init({
      dsn: settings.dsn,
      release: settings.release,
      environment: settings.environment,
      tracesSampleRate: settings.tracesSampleRate,
      // The visit's session draw was made above (the replay chunk loads only when it is needed).
      replaysSessionSampleRate: this.sessionReplay ? 1 : 0,
      replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
      defaultIntegrations: false,
      integrations: [...options.integrations],
      // Whole transactions (the page load, a navigation) through beforeSendTransaction, rather than
      // Sentry 11's default of streaming each span on its own (which beforeSendTransaction never sees).
      traceLifecycle: 'static',
      // No user fields filled in from the page, no cookies, no bodies; of the headers only the browser's name.
      dataCollection: { userInfo: false, cookies: false, httpHeaders: { allow: ['user-agent'] }, httpBodies: [] },
      // Deep enough for a failed request's headers in the details (Sentry's default is 3).
      normalizeDepth: 6,
      // The back office's calls carry no sentry-trace or baggage header.
      tracePropagationTargets: [],
      sendClientReports: false,
      ...(options.transport ? { transport: options.transport } : {}),
      beforeSend: (event) => scrubEvent(event, known()),
      beforeSendTransaction: (event) => scrubEvent(event, known()),
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, known()),
    });
    // A new reporter is a new visit: nobody is signed in until ShellServices says so.
    Sentry.setUser(null);
    if (settings.tracesSampleRate > 0 && options.loadTracing) {
      options.loadTracing().then(
        (integration) => Sentry.addIntegration(integration),
        () => undefined,
      );
    }
    if (this.sessionReplay) void this.startReplay();
  }

  async captureException(error: unknown, context: ErrorContext = {}): Promise<void> {
    if (!this.options.settings) return;
    if (this.options.settings.replaysOnErrorSampleRate > 0) await this.startReplay();
    this.capture(() => Sentry.captureException(error, this.captureContext(context, 'error', error)));
    await this.sent();
  }

  async captureMessage(message: string, context: ErrorContext = {}): Promise<void> {
    if (!this.options.settings) return;
    this.capture(() => Sentry.captureMessage(message, this.captureContext(context, 'info')));
    await this.sent();
  }

  setCustomer(id: string | undefined): void {
    this.user = id === undefined ? null : { id };
    Sentry.setUser(this.user);
  }

  /**
   * Captures in a scope of this reporter's own: its customer and its scrubbing go with the event
   * whichever client Sentry's global state holds (another reporter of the same page, made later,
   * resets the global user and brings its own beforeSend).
   */
  private capture(send: () => void): void {
    Sentry.withScope((scope) => {
      scope.setUser(this.user);
      scope.addEventProcessor((event) => scrubEvent(event, this.options.personalData()));
      send();
    });
  }

  /** Whether this visit's replay was drawn at the start (tests read it). */
  get replaysSession(): boolean {
    return this.sessionReplay;
  }

  private captureContext(context: ErrorContext, level: 'error' | 'info', error?: unknown) {
    const typed = error as { type?: unknown; requestId?: unknown; status?: unknown } | undefined;
    return {
      level: context.level ?? level,
      tags: {
        source: context.source ?? 'manual',
        // The portal's AppError: its type (Timeout, ...) and the "Error code" a customer reads.
        ...(typeof typed?.type === 'string' && typed.type ? { error_type: typed.type } : {}),
        ...(typeof typed?.requestId === 'string' && typed.requestId ? { error_code: typed.requestId } : {}),
        ...(typeof typed?.status === 'number' ? { status: String(typed.status) } : {}),
      },
      contexts: { details: { ...context.details } },
    };
  }

  /** Loads the replay chunk and adds the integration once; a failure leaves the visit without a replay. */
  private startReplay(): Promise<void> {
    const load = this.options.loadReplay;
    if (!load) return Promise.resolve();
    this.replay ??= load().then(
      (integration) => Sentry.addIntegration(integration),
      () => undefined,
    );
    return this.replay;
  }

  private async sent(): Promise<void> {
    if (!(await Sentry.flush(this.options.flushTimeoutMs ?? 5_000))) throw new Error('The error report was not sent in time');
  }
}
