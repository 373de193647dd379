import type { FetchLike } from '@/shared/http/api-fetch';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/http/request-id';
import { AppError } from '@/shared/kernel/app-error';
import type { ErrorContext, ErrorReport } from '../domain/error-report';
import type { ErrorReporter } from '../application/ports';
import type { ReportComposer } from '../application/report-composer';

/**
 * The sandbox's error-reporting service over HTTP: each report, composed (scrubbed, sampled) by
 * the ReportComposer, is POSTed as JSON to the configured address (the sandbox's recorder,
 * POST /sandbox/control/error-reports). The report's id is its Idempotency-Key, so the portal's
 * fetch may retry a lost send and the service records it once. No address configured: nothing is
 * sent (real hosting without a reporting service).
 */
export class HttpErrorReporter implements ErrorReporter {
  constructor(
    private readonly fetch: FetchLike,
    private readonly endpoint: string | undefined,
    private readonly composer: ReportComposer,
  ) {}

  captureException(error: unknown, context?: ErrorContext): Promise<void> {
    return this.send(this.composer.exception(error, context));
  }

  captureMessage(message: string, context?: ErrorContext): Promise<void> {
    return this.send(this.composer.message(message, context));
  }

  private async send(report: ErrorReport): Promise<void> {
    if (!this.endpoint) return;
    const response = await this.fetch(
      new Request(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: report.id },
        body: JSON.stringify(report),
        // The report may be the page's last words (a failure before a reload).
        keepalive: true,
        credentials: 'omit',
      }),
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new AppError('Unknown', `The error report was refused (${response.status})`, { status: response.status });
    }
    await response.body?.cancel().catch(() => undefined);
  }
}
