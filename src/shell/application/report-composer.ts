import { describeError, scrubReport, type ErrorContext, type ErrorReport, type ReportLevel, type ReportSource } from '../domain/error-report';
import { replayFor, sampleVisit, type RandomSource, type SamplingRates, type VisitSampling } from '../domain/sampling';
import type { KnownPersonalData } from '../domain/scrubber';

export interface ReportComposerDeps {
  readonly release: string;
  readonly rates: SamplingRates;
  readonly random: RandomSource;
  readonly now: () => number;
  readonly newId: () => string;
  /** The page's path, query and fragment now. */
  readonly page: () => string;
  /** What must not leave the page (the customer's names and e-mail, the session's token). */
  readonly personalData: () => KnownPersonalData;
}

/**
 * Makes the reports every ErrorReporter adapter sends: the error described, the context added,
 * the visit's sampling decision (made once, when the composer is made) and the error's replay
 * decision, then everything scrubbed. One composer per visit (a singleton).
 */
export class ReportComposer {
  readonly visit: VisitSampling;

  constructor(private readonly deps: ReportComposerDeps) {
    this.visit = sampleVisit(deps.rates, deps.random);
  }

  exception(error: unknown, context: ErrorContext = {}): ErrorReport {
    const described = describeError(error);
    return this.compose('exception', context.level ?? 'error', context.source ?? 'manual', described, context.details);
  }

  message(message: string, context: ErrorContext = {}): ErrorReport {
    return this.compose('message', context.level ?? 'info', context.source ?? 'manual', { type: 'Message', message }, context.details);
  }

  private compose(
    kind: ErrorReport['kind'],
    level: ReportLevel,
    source: ReportSource,
    described: { type: string; message: string; code?: string; status?: number; stack?: string },
    details: ErrorContext['details'],
  ): ErrorReport {
    const { deps } = this;
    const report: ErrorReport = {
      id: deps.newId(),
      kind,
      level,
      source,
      ...described,
      page: deps.page(),
      release: deps.release,
      at: new Date(deps.now()).toISOString(),
      sampling: { traced: this.visit.traced, replay: replayFor(kind, this.visit, deps.rates, deps.random) },
      details: { ...details },
    };
    return scrubReport(report, deps.personalData());
  }
}
