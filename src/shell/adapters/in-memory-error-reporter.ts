import { fromDesk } from '@/sandbox/in-memory-support';
import { recordErrorReportAtDesk } from '@/sandbox/world/error-report-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { ErrorContext, ErrorReport } from '../domain/error-report';
import type { ErrorReporter } from '../application/ports';
import type { ReportComposer } from '../application/report-composer';

/**
 * The in-memory fake: keeps each report, composed (scrubbed, sampled) by the ReportComposer, in the
 * sandbox world's error-report desk, the one the HTTP recorder writes to.
 */
export class InMemoryErrorReporter implements ErrorReporter {
  constructor(
    private readonly world: SandboxWorld,
    private readonly composer: ReportComposer,
  ) {}

  async captureException(error: unknown, context?: ErrorContext): Promise<void> {
    this.keep(this.composer.exception(error, context));
  }

  async captureMessage(message: string, context?: ErrorContext): Promise<void> {
    this.keep(this.composer.message(message, context));
  }

  private keep(report: ErrorReport): void {
    // Through JSON, as the HTTP adapter's report travels: the desk sees the same values.
    fromDesk(recordErrorReportAtDesk(this.world, JSON.parse(JSON.stringify(report))));
  }
}
